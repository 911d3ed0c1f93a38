import type { ExpressionBuilder } from "kysely";
import type { Db } from "../../kernel/database/database.ts";
import type { Tables } from "../../kernel/database/schema.ts";

/** The user columns her archive and her Privacy page show: never her password's hash nor her sign-in provider's id. */
const ACCOUNT_COLUMNS = [
  "user_id",
  "name",
  "email",
  "type",
  "admin",
  "active",
  "created_at",
  "club_announcements",
  "comment_notifications",
  "membership_tier",
  "membership_term_start",
  "membership_term_end",
] as const;

/**
 * The only SQL of the privacy module: what the club holds about one member (read for her page and her archive: only
 * rows that are hers, and of other people only an event's public facts), the export jobs, the closures and erasure.
 */
export function privacyRepository(db: Db) {
  return {
    account: (userId: number) =>
      db.selectFrom("users").select(ACCOUNT_COLUMNS).where("user_id", "=", userId).executeTakeFirst(),

    profile: (userId: number) =>
      db
        .selectFrom("member_profiles")
        .select([
          "headline",
          "company",
          "city",
          "bio",
          "interests",
          "links",
          "ask_me_about",
          "hidden_fields",
          "updated_at",
        ])
        .where("user_id", "=", userId)
        .executeTakeFirst(),

    showcase: (userId: number) =>
      db
        .selectFrom("showcase_pieces")
        .select(["image_id", "position", "title", "medium", "note"])
        .where("user_id", "=", userId)
        .orderBy("position")
        .execute(),

    applications: (email: string) =>
      db
        .selectFrom("applications")
        .select([
          "id",
          "full_name",
          "email",
          "phone",
          "membership_type",
          "interests",
          "availability",
          "reason",
          "referral",
          "comments",
          "accepted",
          "decided_at",
          "created_at",
        ])
        .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
        .orderBy("id")
        .execute(),

    /** Events she created: their public facts. */
    eventsCreated: (userId: number) =>
      db
        .selectFrom("events")
        .select([
          "id",
          "title",
          "event_date",
          "start_time",
          "end_time",
          "timezone",
          "city",
          "country",
          "created_at",
          "cancelled_at",
        ])
        .where("created_by", "=", userId)
        .orderBy("starts_at")
        .execute(),

    /** Her replies: each event she joined or waits for, by its public facts. */
    rsvps: (userId: number) =>
      db
        .selectFrom("event_participants as p")
        .innerJoin("events as e", "e.id", "p.event_id")
        .select(["e.id as event_id", "e.title", "e.event_date", "e.start_time", "p.joined_at", "p.guest_names"])
        .where("p.user_id", "=", userId)
        .orderBy("e.starts_at")
        .execute(),

    waitlist: (userId: number) =>
      db
        .selectFrom("event_waitlist as w")
        .innerJoin("events as e", "e.id", "w.event_id")
        .select(["e.id as event_id", "e.title", "e.event_date", "w.waited_at", "w.guest_names"])
        .where("w.user_id", "=", userId)
        .execute(),

    photos: (userId: number) =>
      db
        .selectFrom("images")
        .select(["id", "title", "description", "associated_event_id", "original_key", "original_mime", "created_at"])
        .where("uploaded_by", "=", userId)
        .orderBy("created_at")
        .execute(),

    comments: (userId: number) =>
      db
        .selectFrom("comments")
        .select(["id", "commentable_id", "content", "created_at", "updated_at"])
        .where("author_id", "=", userId)
        .orderBy("id")
        .execute(),

    likes: (userId: number) =>
      db
        .selectFrom("comment_likes")
        .select(["comment_id", "created_at"])
        .where("user_id", "=", userId)
        .orderBy("created_at")
        .execute(),

    stayListings: (userId: number) =>
      db
        .selectFrom("stay_listings")
        .select([
          "id",
          "title",
          "description",
          "type",
          "city",
          "region",
          "country",
          "address",
          "sleeps",
          "bedrooms",
          "amenities",
          "rules",
          "nightly_contribution",
          "published",
          "created_at",
        ])
        .where("host_id", "=", userId)
        .execute(),

    /** The stays she asked for as a guest (a request to her home is its guest's, not hers). */
    stayRequests: (userId: number) =>
      db
        .selectFrom("stay_requests as r")
        .innerJoin("stay_listings as l", "l.id", "r.listing_id")
        .select([
          "r.id",
          "l.title as home",
          "r.from_date",
          "r.to_date",
          "r.guests",
          "r.message",
          "r.status",
          "r.nightly_contribution",
          "r.discount_percent",
          "r.created_at",
        ])
        .where("r.guest_id", "=", userId)
        .execute(),

    /** What she wrote in conversations: her own messages, not the others'. */
    messages: (userId: number) =>
      db
        .selectFrom("messages")
        .select(["conversation_id", "text", "created_at"])
        .where("author_id", "=", userId)
        .orderBy("id")
        .execute(),

    /** Her dues: what the club charged her and what she paid (decision 0048). */
    payments: (userId: number) =>
      db
        .selectFrom("dues_entries")
        .select(["kind", "amount", "currency", "entry_date", "method", "reference", "description", "created_at"])
        .where("user_id", "=", userId)
        .orderBy("id")
        .execute(),

    /** Her inbox: what each notice was about and when, not who caused it (another member). */
    notices: (userId: number) =>
      db
        .selectFrom("notices")
        .select(["kind", "subject_kind", "subject_id", "created_at", "read_at"])
        .where("user_id", "=", userId)
        .orderBy("id")
        .execute(),

    noticePreferences: (userId: number) =>
      db
        .selectFrom("notification_preferences")
        .select(["kind", "delivery"])
        .where("user_id", "=", userId)
        .orderBy("kind")
        .execute(),

    sessions: (userId: number) =>
      db
        .selectFrom("sessions")
        .select(["created_at", "last_seen_at", "user_agent", "client_address"])
        .where("user_id", "=", userId)
        .orderBy("created_at")
        .execute(),

    devices: (userId: number) =>
      db.selectFrom("known_devices").select(["first_seen_at", "last_seen_at"]).where("user_id", "=", userId).execute(),

    /** The mail log's lines to her: what was sent and when, not the bodies (which may quote other members). */
    emails: (userId: number, email: string) =>
      db
        .selectFrom("outbox")
        .select(["kind", "subject", "status", "created_at", "sent_at"])
        .where((eb) =>
          eb.or([
            eb("recipient_user_id", "=", userId),
            eb(eb.fn("lower", ["recipient_email"]), "=", email.toLowerCase()),
          ]),
        )
        .orderBy("id")
        .execute(),

    /** The audit entries she made or that name her account: the action and its moment, not who else acted. */
    audit: (userId: number) =>
      db
        .selectFrom("audit_log")
        .select(["action", "target", "created_at", "actor_user_id"])
        .where((eb) => eb.or([eb("actor_user_id", "=", userId), eb("target", "=", `user:${userId}`)]))
        .orderBy("id")
        .execute(),

    // Export jobs.

    latestExport: (userId: number) =>
      db
        .selectFrom("privacy_exports")
        .selectAll()
        .where("user_id", "=", userId)
        .orderBy("requested_at", "desc")
        .limit(1)
        .executeTakeFirst(),

    insertExport: (row: { id: string; user_id: number; requested_at: number }) =>
      db
        .insertInto("privacy_exports")
        .values({ ...row, status: "pending" })
        .execute(),

    /**
     * Claims one due export for one worker: pending, or preparing under a claim that ran out (a crashed instance). The
     * due condition is repeated on the UPDATE so that of two instances racing only one gets the row.
     */
    async claimExport(claimToken: string, now: number, claimUntil: number) {
      const candidate = await db
        .selectFrom("privacy_exports")
        .select("id")
        .where((eb) =>
          eb.or([
            eb("status", "=", "pending"),
            eb.and([eb("status", "=", "preparing"), eb("claimed_until", "<", now)]),
          ]),
        )
        .orderBy("requested_at")
        .limit(1)
        .executeTakeFirst();
      if (!candidate) return undefined;
      return db
        .updateTable("privacy_exports")
        .set({ status: "preparing", claim_token: claimToken, claimed_until: claimUntil })
        .where("id", "=", candidate.id)
        .where((eb) =>
          eb.or([
            eb("status", "=", "pending"),
            eb.and([eb("status", "=", "preparing"), eb("claimed_until", "<", now)]),
          ]),
        )
        .returning(["id", "user_id"])
        .executeTakeFirst();
    },

    markReady: (
      id: string,
      claimToken: string,
      values: { storage_key: string; token_hash: string; ready_at: number; expires_at: number },
    ) =>
      db
        .updateTable("privacy_exports")
        .set({ ...values, status: "ready", claim_token: null, claimed_until: null })
        .where("id", "=", id)
        .where("claim_token", "=", claimToken)
        .executeTakeFirst(),

    markFailed: (id: string, claimToken: string) =>
      db
        .updateTable("privacy_exports")
        .set({ status: "failed", claim_token: null, claimed_until: null })
        .where("id", "=", id)
        .where("claim_token", "=", claimToken)
        .execute(),

    findByTokenHash: (tokenHash: string) =>
      db.selectFrom("privacy_exports").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst(),

    /** Spends the link: answers whether this call was the one that did (a second, even at once, finds it used). */
    async spend(id: string, now: number) {
      const result = await db
        .updateTable("privacy_exports")
        .set({ status: "used", used_at: now })
        .where("id", "=", id)
        .where("status", "=", "ready")
        .where("used_at", "is", null)
        .where("expires_at", ">", now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Archives still in the media store whose link has run out (spent or not): the retention pass deletes them. */
    expiredArchives: (now: number) =>
      db
        .selectFrom("privacy_exports")
        .select(["id", "storage_key"])
        .where("storage_key", "is not", null)
        .where("expires_at", "<=", now)
        .orderBy("expires_at")
        .execute(),

    /** Her archive's file is gone from the media store: the row stays, as her page's "expired". */
    forgetArchive: (id: string) =>
      db.updateTable("privacy_exports").set({ storage_key: null }).where("id", "=", id).execute(),

    exportsOf: (userId: number) =>
      db.selectFrom("privacy_exports").select(["id", "storage_key"]).where("user_id", "=", userId).execute(),

    // Closures.

    closure: (userId: number) =>
      db.selectFrom("account_closures").selectAll().where("user_id", "=", userId).executeTakeFirst(),

    insertClosure: (row: {
      user_id: number;
      requested_at: number;
      erase_after: number;
      keep_comments: number;
      leave_event_photos: number;
      by_admin: number;
    }) => db.insertInto("account_closures").values(row).execute(),

    /** An admin's removal's closure (decision 0060); answers false when her account is already being closed or erased. */
    async insertRemoval(row: { user_id: number; requested_at: number; erase_after: number }) {
      const result = await db
        .insertInto("account_closures")
        .values({ ...row, keep_comments: 1, leave_event_photos: 1, by_admin: 1 })
        .onConflict((oc) => oc.column("user_id").doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /** Cancels an admin's removal not yet carried out (she was reactivated). */
    cancelRemoval: (userId: number) =>
      db
        .deleteFrom("account_closures")
        .where("user_id", "=", userId)
        .where("by_admin", "=", 1)
        .where("erased_at", "is", null)
        .execute(),

    /** Cancels an open closure (she signed in); answers whether there was one. */
    async cancelClosure(userId: number) {
      const result = await db
        .deleteFrom("account_closures")
        .where("user_id", "=", userId)
        .where("erased_at", "is", null)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Claims one closure whose period is over, once across instances (as claimExport). */
    async claimClosure(claimToken: string, now: number, claimUntil: number) {
      const due = (eb: ExpressionBuilder<Tables, "account_closures">) =>
        eb.and([
          eb("erased_at", "is", null),
          eb("erase_after", "<=", now),
          eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", now)]),
        ]);
      const candidate = await db
        .selectFrom("account_closures")
        .select("user_id")
        .where(due)
        .limit(1)
        .executeTakeFirst();
      if (!candidate) return undefined;
      return db
        .updateTable("account_closures")
        .set({ claim_token: claimToken, claimed_until: claimUntil })
        .where("user_id", "=", candidate.user_id)
        .where(due)
        .returningAll()
        .executeTakeFirst();
    },

    endSessions: (userId: number) => db.deleteFrom("sessions").where("user_id", "=", userId).execute(),
  };
}

export type PrivacyRepository = ReturnType<typeof privacyRepository>;
