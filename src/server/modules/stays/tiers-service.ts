import { type Actor, can } from "../../access/index.ts";
import { forbidden, notFound } from "../../kernel/http/errors.ts";
import {
  DEFAULT_TIER_DISCOUNTS,
  MEMBERSHIP_TIERS,
  type MembershipTier,
  type TierDiscounts,
} from "../../../shared/stays.ts";
import { STAY_TEXTS } from "../../../shared/texts/stays.ts";
import { recordAudit } from "../audit/index.ts";
import { assertTierAllowed, housingDiscountOf } from "../membership/index.ts";
import type { StaysContext } from "./context.ts";
import { staysRepository } from "./repository.ts";

/** Membership tiers and each tier's housing discount. */
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

    /** Admins set each tier's housing discount (written to the audit log). */
    async setDiscounts(actor: Actor, discounts: TierDiscounts) {
      if (!can.admin.administer(actor)) throw forbidden();
      await db.transaction().execute(async (trx) => {
        const repository = staysRepository(trx);
        for (const tier of MEMBERSHIP_TIERS) await repository.setTierDiscount(tier, discounts[tier]);
        await recordAudit(trx, {
          actorUserId: actor.user_id,
          action: "stays.tier-discounts",
          details: { ...discounts },
        });
      });
      return discountsTable();
    },

    /** Admins set a member's membership tier (written to the audit log). */
    async setMemberTier(actor: Actor, userId: number, tier: MembershipTier | null) {
      if (!can.admin.administer(actor)) throw forbidden();
      await db.transaction().execute(async (trx) => {
        await assertTierAllowed(trx, userId, tier);
        if (!(await staysRepository(trx).setTier(userId, tier))) throw notFound(STAY_TEXTS.memberNotFound);
        await recordAudit(trx, {
          actorUserId: actor.user_id,
          action: "stays.membership-tier",
          target: `user:${userId}`,
          details: { tier },
        });
      });
      return { user_id: userId, tier };
    },
  };
}
