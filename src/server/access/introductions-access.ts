import type { Db } from "../kernel/database/database.ts";
import { notFound } from "../kernel/http/errors.ts";
import { INTRODUCTION_TEXTS } from "../../shared/texts/introductions.ts";
import { conversationAccess } from "./conversations-access.ts";
import { introductionRules, type IntroducerFacts, type IntroductionFacts } from "./introduction-rules.ts";
import type { Actor } from "./rules.ts";

/** The members who took part with `userId` in an event that had begun by `now`. */
async function metBy(db: Db, userId: number, now: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom("event_participants as mine")
    .innerJoin("event_participants as theirs", "theirs.event_id", "mine.event_id")
    .innerJoin("events", "events.id", "mine.event_id")
    .select("theirs.user_id")
    .distinct()
    .where("mine.user_id", "=", userId)
    .where("events.starts_at", "<=", now)
    .execute();
  return new Set(rows.map((row) => row.user_id).filter((id) => id !== userId));
}

/**
 * The access layer's questions about introductions (decision 0062): who may be asked to introduce, whom she may ask
 * to meet, and which introductions she may see (the same 404 for one she may not see as for one that does not exist).
 */
export function introductionAccess(db: Db) {
  const conversations = conversationAccess(db);

  async function introducerFacts(asker: Actor, toUserId: number, candidateIds: readonly number[], now: number) {
    const facts = new Map<number, IntroducerFacts>();
    const ids = [...new Set(candidateIds)].filter((id) => id !== asker.user_id && id !== toUserId);
    if (ids.length === 0) return facts;
    const [members, metAsker, metTo, messaging] = await Promise.all([
      db
        .selectFrom("users")
        .leftJoin("account_closures", (join) =>
          join.onRef("account_closures.user_id", "=", "users.user_id").on("account_closures.erased_at", "is", null),
        )
        .select(["users.user_id", "users.active", "users.admin", "account_closures.user_id as closing"])
        .where("users.user_id", "in", ids)
        .execute(),
      metBy(db, asker.user_id, now),
      metBy(db, toUserId, now),
      conversations.messagingFacts(asker, ids, now),
    ]);
    for (const member of members)
      facts.set(member.user_id, {
        present: member.active === 1 && member.closing === null,
        admin: member.admin === 1,
        metAsker: metAsker.has(member.user_id),
        metTo: metTo.has(member.user_id),
        blockedWithAsker: messaging.get(member.user_id)?.blocked ?? false,
      });
    return facts;
  }

  return {
    /** Whether a member may be asked, by her, to introduce her to `toUserId`. */
    async mayIntroduce(asker: Actor, introducerId: number, toUserId: number, now: number) {
      const facts = (await introducerFacts(asker, toUserId, [introducerId], now)).get(introducerId);
      return facts !== undefined && introductionRules.introducer(facts);
    },

    /** Everyone she may ask to introduce her to `toUserId`: members who met both, and the admins. */
    async introducers(asker: Actor, toUserId: number, now: number): Promise<number[]> {
      const [metAsker, metTo, admins] = await Promise.all([
        metBy(db, asker.user_id, now),
        metBy(db, toUserId, now),
        db.selectFrom("users").select("user_id").where("admin", "=", 1).where("active", "=", 1).execute(),
      ]);
      const candidates = [...[...metAsker].filter((id) => metTo.has(id)), ...admins.map((admin) => admin.user_id)];
      const facts = await introducerFacts(asker, toUserId, candidates, now);
      return [...facts].filter(([, member]) => introductionRules.introducer(member)).map(([id]) => id);
    },

    /** Her part in an introduction she may see; else 404, whoever asks. */
    requireReadable<T extends IntroductionFacts>(actor: Actor, introduction: T | undefined): T {
      if (!introduction || !introductionRules.read(actor, introduction)) throw notFound(INTRODUCTION_TEXTS.notFound);
      return introduction;
    },

    /** Of these introductions, those she may see. */
    readable: <T extends IntroductionFacts>(actor: Actor, introductions: readonly T[]) =>
      introductions.filter((introduction) => introductionRules.read(actor, introduction)),

    role: introductionRules.role,
    stateSeenBy: introductionRules.stateSeenBy,
    canForward: introductionRules.forward,
    canAccept: introductionRules.accept,
    canDecline: introductionRules.decline,
  };
}

export type IntroductionAccess = ReturnType<typeof introductionAccess>;
