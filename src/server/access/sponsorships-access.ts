import type { Db } from "../kernel/database/database.ts";
import { normalizeEmail } from "../../shared/email-address.ts";
import { hashToken } from "../kernel/tokens/tokens.ts";
import { type Actor } from "./rules.ts";
import { membershipState, membershipTerm, type MembershipState } from "./membership-rules.ts";

/** What decides whether a member may sponsor an applicant (decision 0068). */
export interface SponsorFacts {
  active: boolean;
  closing: boolean;
  state: MembershipState;
}

/** Who may vouch for an applicant: an active member whose membership has not lapsed and who is not leaving. */
export const sponsorshipRules = {
  sponsor: (facts: SponsorFacts) => facts.active && !facts.closing && facts.state !== "lapsed",
  /** Only the member named may read and answer her request (admins read it on the review card instead). */
  answer: (actor: Actor, sponsorUserId: number | null, facts: SponsorFacts): "hers" | "not-hers" | "lapsed" =>
    sponsorUserId === null || actor.user_id !== sponsorUserId
      ? "not-hers"
      : sponsorshipRules.sponsor(facts)
        ? "hers"
        : "lapsed",
};

/**
 * The access layer's questions about sponsors (decision 0068): whether an address belongs to a member who may be
 * asked, whether the signed-in member is the one asked, and whether a sponsorship notice is still hers to read.
 */
export function sponsorshipAccess(db: Db) {
  const factsOf = async (where: { userId: number } | { email: string }, now: number) => {
    let query = db
      .selectFrom("users")
      .leftJoin("account_closures", (join) =>
        join.onRef("account_closures.user_id", "=", "users.user_id").on("account_closures.erased_at", "is", null),
      )
      .select([
        "users.user_id",
        "users.active",
        "users.created_at",
        "users.membership_term_start",
        "users.membership_term_end",
        "account_closures.user_id as closing",
      ]);
    query =
      "userId" in where
        ? query.where("users.user_id", "=", where.userId)
        : query.where("users.email", "=", normalizeEmail(where.email));
    const row = await query.executeTakeFirst();
    if (!row) return undefined;
    const facts: SponsorFacts = {
      active: Number(row.active) === 1,
      closing: row.closing !== null,
      state: membershipState(membershipTerm(row).end, now),
    };
    return { userId: row.user_id, facts };
  };

  return {
    /** The member with this address who may be asked to sponsor, or undefined (nobody is, and nobody is told). */
    async sponsorAt(email: string, now: number): Promise<number | undefined> {
      const member = await factsOf({ email }, now);
      return member && sponsorshipRules.sponsor(member.facts) ? member.userId : undefined;
    },

    /** Whether the signed-in member is the one asked, and may answer now. */
    async answerRight(actor: Actor, sponsorUserId: number | null, now: number) {
      const member = await factsOf({ userId: actor.user_id }, now);
      if (!member) return "not-hers" as const;
      return sponsorshipRules.answer(actor, sponsorUserId, member.facts);
    },

    /** A sponsorship notice's subject is her link's token: hers to read while she is the member it names. */
    async noticeReadable(actor: Actor, token: string): Promise<boolean> {
      const row = await db
        .selectFrom("application_sponsorships")
        .select("sponsor_user_id")
        .where("token_hash", "=", hashToken(token))
        .executeTakeFirst();
      return row !== undefined && row.sponsor_user_id === actor.user_id;
    },
  };
}

export type SponsorshipAccess = ReturnType<typeof sponsorshipAccess>;
