import { sql } from "kysely";
import type { Db } from "../../kernel/database/database.ts";
import type { EventsTable } from "../../kernel/database/schema.ts";
import type { MemberType } from "../../../shared/members.ts";
import { type Actor, filter, presentMember } from "../../access/index.ts";

/** Someone on an event's roster: a participant or a member waiting, with the guests she brings. */
export interface RosterEntry {
  user_id: number;
  name: string;
  type: MemberType;
  guests: string[];
  /** When she joined, or asked for a seat. */
  since: number;
  /** Her photo's files (migration 0034), while she is active; participants only. */
  avatar_stem?: string | null;
  /**
   * Whether the participants list names her: not while her account is closing (decision 0067), though her seat
   * stays hers until she is erased. Participants only.
   */
  present?: boolean;
}

/** Who takes part in an event (in the order they joined) and who waits (in the order they asked). */
export interface Roster {
  participants: RosterEntry[];
  waitlist: RosterEntry[];
}

const guestsOf = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((name): name is string => typeof name === "string") : [];
};

export type EventValues = Omit<
  EventsTable,
  | "id"
  | "slug"
  | "created_by"
  | "created_at"
  | "banner_image_id"
  | "cover"
  | "reminded_for"
  | "cancelled_at"
  | "cancel_reason"
  | "sequence"
  | "series_id"
>;

/** SQL `IN` lists stay well under both databases' parameter limits. */
const CHUNK = 500;
function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

export interface ListWindow {
  fromMs?: number | undefined;
  toMs?: number | undefined;
  limit?: number | undefined;
  after?: { startsAt: number; id: string } | undefined;
  order: "asc" | "desc";
}

export function eventsRepository(db: Db) {
  const selectEvents = () =>
    db
      .selectFrom("events")
      .leftJoin("users as creator", "creator.user_id", "events.created_by")
      .selectAll("events")
      .select("creator.name as creator_name");

  return {
    async insert(
      row: EventValues & { id: string; slug: string; created_by: number; created_at: number; series_id?: string },
    ) {
      await db
        .insertInto("events")
        .values({ ...row, banner_image_id: null, series_id: row.series_id ?? null })
        .execute();
    },

    /** By id, or by slug when the key is not an id. */
    findByIdOrSlug(key: string) {
      return selectEvents()
        .where((eb) => eb.or([eb("events.id", "=", key), eb("events.slug", "=", key)]))
        .executeTakeFirst();
    },

    /** The events of this exact title that are not cancelled (a few at most: the invite call's fallback). */
    async idsWithTitle(title: string) {
      const rows = await db
        .selectFrom("events")
        .select("id")
        .where("title", "=", title)
        .where("cancelled_at", "is", null)
        .limit(20)
        .execute();
      return rows.map((row) => row.id);
    },

    /** The slugs already taken that start with `base`, to choose the next free one. */
    async slugsStartingWith(base: string) {
      const rows = await db.selectFrom("events").select("slug").where("slug", "like", `${base}%`).execute();
      return new Set(rows.map((r) => r.slug));
    },

    /** The events a viewer may see, by start instant then id, within the window; `everyone` lists them whoever may see them. */
    list(viewer: Actor | "everyone", window: ListWindow) {
      const { order, after } = window;
      const direction = order === "asc" ? ">" : "<";
      return selectEvents()
        .$if(viewer !== "everyone" && !viewer.admin, (q) => q.where(filter(viewer as Actor, "event")))
        .$if(window.fromMs !== undefined, (q) => q.where("events.starts_at", ">=", window.fromMs!))
        .$if(window.toMs !== undefined, (q) => q.where("events.starts_at", "<", window.toMs!))
        .$if(after !== undefined, (q) =>
          q.where((eb) =>
            eb.or([
              eb("events.starts_at", direction, after!.startsAt),
              eb.and([eb("events.starts_at", "=", after!.startsAt), eb("events.id", direction, after!.id)]),
            ]),
          ),
        )
        .orderBy("events.starts_at", order)
        .orderBy("events.id", order)
        .$if(window.limit !== undefined, (q) => q.limit(window.limit!))
        .execute();
    },

    /** The rosters of many events in two queries per 500 events: participants in the order they joined, the waitlist in its order. */
    async rostersOf(eventIds: readonly string[]) {
      const byEvent = new Map<string, Roster>(eventIds.map((id) => [id, { participants: [], waitlist: [] }]));
      for (const ids of chunks(eventIds)) {
        const participants = await db
          .selectFrom("event_participants as p")
          .innerJoin("users", "users.user_id", "p.user_id")
          .leftJoin("member_avatars as a", (join) =>
            join.onRef("a.user_id", "=", "p.user_id").on("users.active", "=", 1),
          )
          .select(["p.event_id", "p.user_id", "users.name", "users.type", "p.guest_names", "p.joined_at as since"])
          .select((eb) => ["a.file_stem as avatar_stem", presentMember(eb).as("present")])
          .where("p.event_id", "in", ids)
          .orderBy("p.joined_at")
          .orderBy("p.user_id")
          .execute();
        for (const row of participants)
          byEvent
            .get(row.event_id)
            ?.participants.push({ ...toEntry(row), avatar_stem: row.avatar_stem, present: Boolean(row.present) });
        const waiting = await db
          .selectFrom("event_waitlist as w")
          .innerJoin("users as u", "u.user_id", "w.user_id")
          .select(["w.event_id", "w.user_id", "u.name", "u.type", "w.guest_names", "w.waited_at as since"])
          .where("w.event_id", "in", ids)
          .orderBy("w.waited_at")
          .orderBy("w.user_id")
          .execute();
        for (const row of waiting) byEvent.get(row.event_id)?.waitlist.push(toEntry(row));
      }
      return byEvent;
    },

    /**
     * Takes the event's row lock before the roster is read, so that seats are counted and taken by one transaction at
     * a time: on PostgreSQL the row lock of an UPDATE, on SQLite the database write lock. False when the event is gone.
     */
    /** Whether any photo is linked to the event (a confidential gathering keeps none: decision 0059). */
    async hasPhotos(eventId: string) {
      const row = await db
        .selectFrom("images")
        .select("images.id")
        .where("images.associated_event_id", "=", eventId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async lockForSeats(eventId: string) {
      const result = await db
        .updateTable("events")
        .set((eb) => ({ updated_at: eb.ref("updated_at") }))
        .where("id", "=", eventId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async addToWaitlist(eventId: string, userId: number, guests: readonly string[], now: number) {
      await db
        .insertInto("event_waitlist")
        .values({ event_id: eventId, user_id: userId, guest_names: JSON.stringify(guests), waited_at: now })
        .onConflict((oc) => oc.columns(["event_id", "user_id"]).doNothing())
        .execute();
    },

    async removeFromWaitlist(eventId: string, userId: number) {
      const result = await db
        .deleteFrom("event_waitlist")
        .where("event_id", "=", eventId)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** Writes the event's fields; `calendarChange` raises its SEQUENCE, so calendars replace the copy they hold. */
    async update(id: string, values: EventValues, calendarChange = false) {
      await db
        .updateTable("events")
        .set((eb) => ({ ...values, ...(calendarChange ? { sequence: eb("sequence", "+", 1) } : {}) }))
        .where("id", "=", id)
        .execute();
    },

    /** Cancels the event once: false when it already was. */
    async cancel(id: string, reason: string | null, now: number) {
      const result = await db
        .updateTable("events")
        .set((eb) => ({ cancelled_at: now, cancel_reason: reason, sequence: eb("sequence", "+", 1), updated_at: now }))
        .where("id", "=", id)
        .where("cancelled_at", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Deletes the event; participations and invitations go with it (ON DELETE CASCADE). */
    async delete(id: string) {
      await db.deleteFrom("events").where("id", "=", id).execute();
    },

    /** For the media module's ON_IMAGES_DELETED: deleted images stop being any event's banner. */
    async clearBanner(imageIds: readonly string[]) {
      for (const ids of chunks(imageIds)) {
        await db
          .updateTable("events")
          .set({ banner_image_id: null, cover: null })
          .where("banner_image_id", "in", ids)
          .execute();
      }
    },

    /** The banner (cover) image and what the event answer shows of it (EventCover as JSON), or none. */
    async setBanner(eventId: string, cover: { imageId: string; json: string } | null, now = Date.now()) {
      await db
        .updateTable("events")
        .set({ banner_image_id: cover?.imageId ?? null, cover: cover?.json ?? null, updated_at: now })
        .where("id", "=", eventId)
        .execute();
    },

    /** Idempotent: joining twice keeps the first joined_at. */
    async addParticipant(eventId: string, userId: number, now = Date.now(), guests: readonly string[] = []) {
      await db
        .insertInto("event_participants")
        .values({ event_id: eventId, user_id: userId, joined_at: now, guest_names: JSON.stringify(guests) })
        .onConflict((oc) => oc.columns(["event_id", "user_id"]).doNothing())
        .execute();
    },

    async removeParticipant(eventId: string, userId: number) {
      const result = await db
        .deleteFrom("event_participants")
        .where("event_id", "=", eventId)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    participation(eventId: string, userId: number) {
      return db
        .selectFrom("event_participants")
        .select("joined_at")
        .where("event_id", "=", eventId)
        .where("user_id", "=", userId)
        .executeTakeFirst();
    },

    /** Events whose reminder time has come and whose reminder for this start has not gone out (a page at a time). */
    dueForReminder(now: number, limit = 100) {
      return (
        selectEvents()
          .where("events.reminder_minutes", "is not", null)
          .where("events.cancelled_at", "is", null)
          .where("events.starts_at", ">", now)
          // bigint arithmetic: minutes × 60,000 overflows a PostgreSQL integer beyond 24 days.
          .where(sql<number>`events.starts_at - cast(events.reminder_minutes as bigint) * 60000`, "<=", now)
          .where((eb) =>
            eb.or([eb("events.reminded_for", "is", null), eb("events.reminded_for", "<>", eb.ref("events.starts_at"))]),
          )
          .orderBy("events.starts_at")
          .limit(limit)
          .execute()
      );
    },

    /** Events not yet over, not cancelled, with seats held and members waiting: their held seats may have been released. */
    withHeldSeatsAndWaitlist(now: number) {
      return selectEvents()
        .where("events.reserved_seats", "is not", null)
        .where("events.cancelled_at", "is", null)
        .where("events.ends_at", ">", now)
        .where((eb) =>
          eb.exists(eb.selectFrom("event_waitlist as w").select("w.user_id").whereRef("w.event_id", "=", "events.id")),
        )
        .orderBy("events.starts_at")
        .limit(100)
        .execute();
    },

    /**
     * Claims the reminder of the event as it starts now: one conditional UPDATE, so that of several instances (or
     * sweeps) exactly one sees true. False when another has it, or the start has moved since it was read.
     */
    async claimReminder(eventId: string, startsAt: number) {
      const result = await db
        .updateTable("events")
        .set({ reminded_for: startsAt })
        .where("id", "=", eventId)
        .where("starts_at", "=", startsAt)
        .where((eb) => eb.or([eb("reminded_for", "is", null), eb("reminded_for", "<>", startsAt)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Upcoming (or recently ended) events a member has joined, for the personal calendar feed. */
    joinedSince(userId: number, sinceMs: number) {
      return selectEvents()
        .innerJoin("event_participants as mine", "mine.event_id", "events.id")
        .where("mine.user_id", "=", userId)
        .where("events.ends_at", ">=", sinceMs)
        .orderBy("events.starts_at")
        .orderBy("events.id")
        .limit(1000)
        .execute();
    },
  };
}

function toEntry(row: {
  user_id: number;
  name: string;
  type: string;
  guest_names: string;
  since: number;
}): RosterEntry {
  return {
    user_id: row.user_id,
    name: row.name,
    type: row.type as MemberType,
    guests: guestsOf(row.guest_names),
    since: row.since,
  };
}

export type EventsRepository = ReturnType<typeof eventsRepository>;
export type EventRow = NonNullable<Awaited<ReturnType<EventsRepository["findByIdOrSlug"]>>>;
