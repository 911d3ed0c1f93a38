import type { Db } from "../../kernel/database/database.ts";

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
 * What the club holds about one member, read for her page and her archive: only rows that are hers, and of other
 * people only an event's public facts. Her export jobs and closures are jobs-repository.ts's, her erasure
 * erasure-repository.ts's.
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

    /** The photos she is tagged in: her tag, and the photo's facts the access layer judges whether she sees it by. */
    photoTags: (userId: number) =>
      db
        .selectFrom("image_people as t")
        .innerJoin("images as i", "i.id", "t.image_id")
        .select([
          "t.image_id",
          "t.status",
          "t.created_at as tagged_at",
          "i.title",
          "i.created_at as shared_at",
          "i.uploaded_by",
          "i.associated_event_id",
          "i.withheld_at",
        ])
        .where("t.user_id", "=", userId)
        .orderBy("t.created_at")
        .orderBy("t.image_id")
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
  };
}
