import { filter, hasSecondFactor, secondFactorForAllSetting, type Actor } from "../../access/index.ts";
import type { Db } from "../../kernel/database/database.ts";
import type { NoticeKind } from "../../../shared/notifications.ts";

/** The two digests (decision 0063): the notices of her `daily` kinds, and her club's week with her `weekly` ones. */
export type DigestPeriod = "daily" | "weekly";

/** At most this many lines of each part of a digest (the rest is in the app). */
export const DIGEST_LINES = 10;

/** The only SQL of the digests: who is due one, what each holds (every list filtered by the access layer), the claim. */
export function digestRepository(db: Db) {
  return {
    /**
     * Active members who chose this digest for at least one kind and whose digest for this local day or week no
     * instance has claimed yet, with what the access layer needs to judge them.
     */
    dueMembers(period: DigestPeriod, periodKey: string) {
      return db
        .selectFrom("users")
        .select((eb) => [
          "users.user_id",
          "users.name",
          "users.email",
          "users.type",
          "users.admin",
          hasSecondFactor(eb).as("has_second_factor"),
          secondFactorForAllSetting(eb).as("second_factor_for_all"),
        ])
        .where("users.active", "=", 1)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom("notification_preferences as p")
              .select("p.user_id")
              .whereRef("p.user_id", "=", "users.user_id")
              .where("p.delivery", "=", period),
          ),
        )
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom("notice_digests as d")
                .select("d.user_id")
                .whereRef("d.user_id", "=", "users.user_id")
                .where("d.period", "=", period)
                .where("d.period_key", "=", periodKey),
            ),
          ),
        )
        .orderBy("users.user_id")
        .execute();
    },

    /** The kinds she chose this digest for. */
    async kindsOf(userId: number, period: DigestPeriod): Promise<NoticeKind[]> {
      const rows = await db
        .selectFrom("notification_preferences")
        .select("kind")
        .where("user_id", "=", userId)
        .where("delivery", "=", period)
        .execute();
      return rows.map((row) => row.kind as NoticeKind);
    },

    /** Where her last digest of this period read up to; undefined before her first. */
    async coveredTo(userId: number, period: DigestPeriod): Promise<number | undefined> {
      const row = await db
        .selectFrom("notice_digests")
        .select((eb) => eb.fn.max("covered_to").as("covered_to"))
        .where("user_id", "=", userId)
        .where("period", "=", period)
        .executeTakeFirst();
      return row?.covered_to === null || row?.covered_to === undefined ? undefined : Number(row.covered_to);
    },

    /** Her unread notices of these kinds written in (since, until], oldest first (the access layer asks after). */
    unreadNotices(userId: number, kinds: readonly NoticeKind[], since: number, until: number) {
      if (kinds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom("notices")
        .leftJoin("users as actor", "actor.user_id", "notices.actor_id")
        .select([
          "notices.id",
          "notices.kind",
          "notices.subject_kind",
          "notices.subject_id",
          "notices.actor_id",
          "actor.name as actor_name",
          "notices.data",
          "notices.created_at",
          "notices.read_at",
        ])
        .where("notices.user_id", "=", userId)
        .where("notices.kind", "in", [...kinds])
        .where("notices.read_at", "is", null)
        .where("notices.created_at", ">", since)
        .where("notices.created_at", "<=", until)
        .orderBy("notices.id", "asc")
        .limit(DIGEST_LINES * 5)
        .execute();
    },

    /** The events she takes part in that start in [from, to), not cancelled, that she may see. */
    herNextEvents(actor: Actor, from: number, to: number) {
      return db
        .selectFrom("events")
        .select(["events.id", "events.title", "events.event_date", "events.start_time", "events.timezone"])
        .where(filter(actor, "event"))
        .where("events.cancelled_at", "is", null)
        .where("events.starts_at", ">=", from)
        .where("events.starts_at", "<", to)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom("event_participants as p")
              .select("p.user_id")
              .whereRef("p.event_id", "=", "events.id")
              .where("p.user_id", "=", actor.user_id),
          ),
        )
        .orderBy("events.starts_at")
        .limit(DIGEST_LINES)
        .execute();
    },

    /** Events made by others in (since, until] that are still to come, not cancelled, that she may see. */
    newEvents(actor: Actor, since: number, until: number) {
      return db
        .selectFrom("events")
        .select(["events.id", "events.title", "events.event_date", "events.start_time", "events.timezone"])
        .where(filter(actor, "event"))
        .where("events.cancelled_at", "is", null)
        .where("events.created_at", ">", since)
        .where("events.created_at", "<=", until)
        .where("events.starts_at", ">", until)
        .where((eb) => eb.or([eb("events.created_by", "is", null), eb("events.created_by", "!=", actor.user_id)]))
        .orderBy("events.starts_at")
        .limit(DIGEST_LINES)
        .execute();
    },

    /** Photos others added in (since, until] that she may see; none that is down after a member asked (decision 0056). */
    newPhotos(actor: Actor, since: number, until: number) {
      return db
        .selectFrom("images")
        .select(["images.id", "images.title"])
        .where(filter(actor, "image"))
        .where("images.withheld_at", "is", null)
        .where("images.uploaded_by", "!=", actor.user_id)
        .where("images.created_at", ">", since)
        .where("images.created_at", "<=", until)
        .orderBy("images.created_at", "desc")
        .limit(DIGEST_LINES)
        .execute();
    },

    /** How many such photos there are in all. */
    async newPhotoCount(actor: Actor, since: number, until: number): Promise<number> {
      const row = await db
        .selectFrom("images")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where(filter(actor, "image"))
        .where("images.withheld_at", "is", null)
        .where("images.uploaded_by", "!=", actor.user_id)
        .where("images.created_at", ">", since)
        .where("images.created_at", "<=", until)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    /** Members who joined in (since, until] and whose profile she may see (a deactivated member is in no digest). */
    newMembers(actor: Actor, since: number, until: number) {
      return db
        .selectFrom("users")
        .select(["users.user_id", "users.name"])
        .where(filter(actor, "profile"))
        .where("users.user_id", "!=", actor.user_id)
        .where("users.created_at", ">", since)
        .where("users.created_at", "<=", until)
        .orderBy("users.created_at")
        .limit(DIGEST_LINES)
        .execute();
    },

    /**
     * Claims her digest for this local day or week: true for the one instance whose row went in (the primary key
     * decides), in the transaction that queues the email.
     */
    async claim(row: {
      userId: number;
      period: DigestPeriod;
      periodKey: string;
      coveredTo: number;
      sent: boolean;
      unsubscribeTokenHash: string | null;
    }): Promise<boolean> {
      const result = await db
        .insertInto("notice_digests")
        .values({
          user_id: row.userId,
          period: row.period,
          period_key: row.periodKey,
          covered_to: row.coveredTo,
          sent: row.sent ? 1 : 0,
          unsubscribe_token_hash: row.unsubscribeTokenHash,
        })
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /** Whose digest, and which, an unsubscribe link's hashed secret names; undefined for one we never sent. */
    byUnsubscribeHash(tokenHash: string) {
      return db
        .selectFrom("notice_digests")
        .innerJoin("users", "users.user_id", "notice_digests.user_id")
        .select(["notice_digests.user_id", "notice_digests.period", "users.active"])
        .where("notice_digests.unsubscribe_token_hash", "=", tokenHash)
        .executeTakeFirst();
    },
  };
}

export type DueMember = Awaited<ReturnType<ReturnType<typeof digestRepository>["dueMembers"]>>[number];
