import type { Actor } from "../../access/index.ts";
import {
  DEFAULT_TIER_DISCOUNTS,
  MEMBERSHIP_TIERS,
  type MembershipTier,
  type TierDiscounts,
} from "../../../shared/stays.ts";
import { housingDiscountOf } from "../membership/index.ts";
import type { StaysContext } from "./context.ts";
import { staysRepository } from "./repository.ts";

/** A member's tier and each tier's housing discount, read from the membership's tiers (decisions 44, 52: one source; admins set them in /admin#tiers). */
export function tiersService({ db, now = Date.now }: Pick<StaysContext, "db" | "now">) {
  async function discountsTable(): Promise<TierDiscounts> {
    const rows = (await staysRepository(db).tierRows()).map((r) => ({ tier: r.id, percent: r.housing_discount_pct }));
    const table = { ...DEFAULT_TIER_DISCOUNTS };
    for (const row of rows)
      if ((MEMBERSHIP_TIERS as readonly string[]).includes(row.tier)) table[row.tier as MembershipTier] = row.percent;
    return table;
  }

  return {
    /** The member's own tier and the discount it gives, with every tier's figure (the membership page's). */
    async myTier(actor: Actor) {
      const discounts = await discountsTable();
      const mine = await housingDiscountOf(db, actor.user_id, now());
      const tier = (MEMBERSHIP_TIERS as readonly string[]).includes(mine.tier ?? "")
        ? (mine.tier as MembershipTier)
        : null;
      return { tier, discount_percent: mine.discount_percent, discounts };
    },

    discounts: discountsTable,
  };
}
