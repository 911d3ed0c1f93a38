import { type Actor, can, membershipState, membershipTerm } from "../../access/index.ts";
import type { Db } from "../../kernel/database/database.ts";
import { badRequest, forbidden, notFound } from "../../kernel/http/errors.ts";
import type { MemberType } from "../../../shared/member-limits.ts";
import { tierAllowedFor, type Ledger, type Membership, type Tier, type Tiers } from "../../../shared/membership.ts";
import { recordAudit } from "../audit/index.ts";
import { isoDate, toTier, toTierRow } from "./mapper.ts";
import { membershipRepository, type MemberRow } from "./repository.ts";

export interface MembershipContext {
  db: Db;
  /** The club's currency now (its settings: an admin may change it). */
  currency: () => Promise<string>;
  /** Her ledger (decision 48), for what she has paid and owes. */
  dues: { ledgerFor(userId: number): Promise<Ledger> };
  now?: () => number;
}

export { tierAllowedFor };

const field = (path: string, message: string) => badRequest(message, [{ path, message }]);

export function membershipService({ db, currency, dues, now = Date.now }: MembershipContext) {
  async function present(row: MemberRow, actor: Actor): Promise<Membership> {
    const tiers = (await membershipRepository(db).tiers()).map(toTier);
    const tier = tiers.find((t) => t.id === row.membership_tier) ?? null;
    const term = membershipTerm(row);
    const state = membershipState(term.end, now());
    const ledger = await dues.ledgerFor(row.user_id);
    return {
      user_id: row.user_id,
      member_type: row.type as MemberType,
      tier,
      term_start: isoDate(term.start),
      term_end: isoDate(term.end),
      state,
      currency: await currency(),
      benefits: {
        housing_discount_pct: state === "lapsed" || !tier ? 0 : tier.housing_discount_pct,
        may_take_part: can.membership.takePart({ ...actor, admin: false }, state),
      },
      dues: { paid: ledger.paid, charged: ledger.charged, owes: Math.max(0, ledger.balance) },
    };
  }

  return {
    /** Everyone (the public /membership page): the tiers the club sells, in the club's currency. */
    async publicTiers() {
      return { currency: await currency(), tiers: (await membershipRepository(db).tiers()).map(toTier) };
    },

    async adminTiers(actor: Actor): Promise<Tiers> {
      if (!can.admin.administer(actor)) throw forbidden();
      return { tiers: (await membershipRepository(db).tiers()).map(toTier) };
    },

    /** Admins replace the tiers (audited); a tier someone holds may not go (400, nothing changed). */
    async setTiers(actor: Actor, tiers: Tier[]): Promise<Tiers> {
      if (!can.admin.administer(actor)) throw forbidden();
      await db.transaction().execute(async (trx) => {
        const repository = membershipRepository(trx);
        if (await repository.holdersOutside(tiers.map((t) => t.id)))
          throw field("body.tiers", "A tier some members hold cannot be removed: move them to another tier first.");
        await repository.replaceTiers(tiers.map((t, i) => toTierRow(t, i + 1)));
        await recordAudit(trx, { actorUserId: actor.user_id, action: "membership.tiers", details: { tiers } });
      });
      return { tiers: (await membershipRepository(db).tiers()).map(toTier) };
    },

    /** Her own membership (any member, lapsed too: she reads it and the way back). */
    async mine(actor: Actor): Promise<Membership> {
      const row = await membershipRepository(db).member(actor.user_id);
      if (!row) throw notFound();
      return present(row, actor);
    },

    /** Admins read a member's membership (the form that sets it starts from it). */
    async memberMembership(actor: Actor, userId: number): Promise<Membership> {
      if (!can.admin.administer(actor)) throw forbidden();
      const row = await membershipRepository(db).member(userId);
      if (!row) throw notFound("No such member.");
      return present(row, actor);
    },

    /** Admins set a member's tier and, optionally, her term (audited); the tier must suit her member type. */
    async setMembership(
      actor: Actor,
      userId: number,
      input: { tier: string | null; term_start?: string | undefined; term_end?: string | undefined },
    ): Promise<Membership> {
      if (!can.admin.administer(actor)) throw forbidden();
      const row = await db.transaction().execute(async (trx) => {
        const repository = membershipRepository(trx);
        const member = await repository.member(userId);
        if (!member) throw notFound("No such member.");
        const tiers = await repository.tiers();
        if (input.tier !== null && !tiers.some((t) => t.id === input.tier)) throw field("body.tier", "No such tier.");
        if (!tierAllowedFor(member.type as MemberType, input.tier))
          throw field("body.tier", `A ${member.type} member cannot hold the ${input.tier} tier (decision 44).`);
        const term =
          input.term_start && input.term_end
            ? { start: Date.parse(`${input.term_start}T00:00:00Z`), end: Date.parse(`${input.term_end}T00:00:00Z`) }
            : undefined;
        await repository.setMembership(userId, input.tier, term);
        await recordAudit(trx, {
          actorUserId: actor.user_id,
          action: "membership.member",
          target: `user:${userId}`,
          details: { tier: input.tier, term_start: input.term_start ?? null, term_end: input.term_end ?? null },
        });
        return (await repository.member(userId))!;
      });
      return present(row, actor);
    },
  };
}

export type MembershipService = ReturnType<typeof membershipService>;

/** Her housing discount now: her tier's, nothing once lapsed or without a tier (the stays' price reads this). */
export async function housingDiscountOf(db: Db, userId: number, now = Date.now()) {
  const repository = membershipRepository(db);
  const row = await repository.member(userId);
  if (!row || row.membership_tier === null) return { tier: null, discount_percent: 0 };
  const tier = (await repository.tiers()).find((t) => t.id === row.membership_tier);
  if (!tier || membershipState(membershipTerm(row).end, now) === "lapsed") return { tier: null, discount_percent: 0 };
  return { tier: tier.id, discount_percent: Number(tier.housing_discount_pct) };
}

/** 404 for no such member, 400 when her member type does not allow the tier (decision 44): every door that sets one asks. */
export async function assertTierAllowed(db: Db, userId: number, tier: string | null) {
  const member = await membershipRepository(db).member(userId);
  if (!member) throw notFound("No such member.");
  if (!tierAllowedFor(member.type as MemberType, tier))
    throw field("body.tier", `A ${member.type} member cannot hold the ${tier} tier (decision 44).`);
}

/**
 * Decision 52: a tier given with a member type before she has an account (an accepted application): 400 naming
 * `body.tier` when no such tier exists or the type may not hold it.
 */
export async function assertTierForType(db: Db, type: MemberType, tier: string | null) {
  if (tier === null) return;
  if (!(await membershipRepository(db).tiers()).some((t) => t.id === tier)) throw field("body.tier", "No such tier.");
  if (!tierAllowedFor(type, tier))
    throw field("body.tier", `A ${type} member cannot hold the ${tier} tier (decision 44).`);
}

/** Her first tier, set in the transaction that creates her account (an accepted application's, decision 52). */
export async function startWithTier(db: Db, userId: number, tier: string | null) {
  if (tier !== null) await membershipRepository(db).setMembership(userId, tier);
}

/** Whether the club has set a fee on any tier (the first-run checklist's tiers step). */
export async function tiersPriced(db: Db): Promise<boolean> {
  return (await membershipRepository(db).tiers()).some((t) => Number(t.fee_amount) > 0);
}
