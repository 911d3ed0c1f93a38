import type { ExpressionBuilder } from "kysely";
import { compiledOnce } from "../../db/compiled-once.ts";
import type { Db } from "../../db/database.ts";
import type { EventsTable, Tables } from "../../db/schema.ts";
import { invitationState, type Actor, type InvitationState, type Relation } from "./policy.ts";

export type EventValues = Omit<EventsTable, "id" | "slug" | "created_by" | "created_at" | "banner_image_id">;

/** SQL `IN` lists stay well under both databases' parameter limits. */
const CHUNK = 500;
function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** The SQL form of eventPolicy.canSee (policy.ts): open, created by, joined by, or invited. Admins see all. */
function visibleTo(viewer: Actor) {
  return (eb: ExpressionBuilder<Tables, "events">) =>
    eb.or([
      eb("events.exclusivity", "=", "open"),
      eb("events.created_by", "=", viewer.user_id),
      eb.exists(
        eb
          .selectFrom("event_participants as p")
          .select("p.user_id")
          .whereRef("p.event_id", "=", "events.id")
          .where("p.user_id", "=", viewer.user_id),
      ),
      eb.exists(
        eb
          .selectFrom("event_invitations as i")
          .select("i.user_id")
          .whereRef("i.event_id", "=", "events.id")
          .where("i.user_id", "=", viewer.user_id),
      ),
    ]);
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

  /** The state of the viewer's invitations to each event. */
  async function invitationStatesOf(userId: number, eventIds: readonly string[], now = Date.now()) {
    const invitations = new Map<string, { used_at: number | null; expires_at: number }[]>();
    for (const ids of chunks(eventIds)) {
      const rows = await db
        .selectFrom("event_invitations")
        .select(["event_id", "used_at", "expires_at"])
        .where("user_id", "=", userId)
        .where("event_id", "in", ids)
        .execute();
      for (const row of rows) invitations.set(row.event_id, [...(invitations.get(row.event_id) ?? []), row]);
    }
    return new Map<string, InvitationState>(eventIds.map((id) => [id, invitationState(invitations.get(id) ?? [], now)]));
  }

  return {
    async insert(row: EventValues & { id: string; slug: string; created_by: number; created_at: number }) {
      await db.insertInto("events").values({ ...row, banner_image_id: null }).execute();
    },

    /** By id, or by slug when the key is not an id. */
    findByIdOrSlug(key: string) {
      return selectEvents()
        .where((eb) => eb.or([eb("events.id", "=", key), eb("events.slug", "=", key)]))
        .executeTakeFirst();
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
        .$if(viewer !== "everyone" && !viewer.admin, (q) => q.where(visibleTo(viewer as Actor)))
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

    /** The participants of many events in one query per 500 events, in the order they joined. */
    async participantsOf(eventIds: readonly string[]) {
      const byEvent = new Map<string, { user_id: number; name: string }[]>(eventIds.map((id) => [id, []]));
      for (const ids of chunks(eventIds)) {
        const rows = await db
          .selectFrom("event_participants as p")
          .innerJoin("users as u", "u.user_id", "p.user_id")
          .select(["p.event_id", "p.user_id", "u.name"])
          .where("p.event_id", "in", ids)
          .orderBy("p.joined_at")
          .orderBy("p.user_id")
          .execute();
        for (const row of rows) byEvent.get(row.event_id)?.push({ user_id: row.user_id, name: row.name });
      }
      return byEvent;
    },

    /** The viewer's relation to each event: whether they take part and their invitation's state. */
    async relationsOf(userId: number, eventIds: readonly string[], now = Date.now()) {
      const joined = new Set<string>();
      for (const ids of chunks(eventIds)) {
        const participations = await db
          .selectFrom("event_participants")
          .select("event_id")
          .where("user_id", "=", userId)
          .where("event_id", "in", ids)
          .execute();
        for (const p of participations) joined.add(p.event_id);
      }
      const invitations = await invitationStatesOf(userId, eventIds, now);
      return new Map<string, Relation>(eventIds.map((id) => [id, { isParticipant: joined.has(id), invitation: invitations.get(id)! }]));
    },

    invitationStatesOf,

    async update(id: string, values: EventValues) {
      await db.updateTable("events").set(values).where("id", "=", id).execute();
    },

    /** Deletes the event; participations and invitations go with it (ON DELETE CASCADE). */
    async delete(id: string) {
      await db.deleteFrom("events").where("id", "=", id).execute();
    },

    /** For the media module's ON_IMAGES_DELETED: deleted images stop being any event's banner. */
    async clearBanner(imageIds: readonly string[]) {
      for (const ids of chunks(imageIds)) {
        await db.updateTable("events").set({ banner_image_id: null }).where("banner_image_id", "in", ids).execute();
      }
    },

    async setBanner(eventId: string, imageId: string | null, now = Date.now()) {
      await db.updateTable("events").set({ banner_image_id: imageId, updated_at: now }).where("id", "=", eventId).execute();
    },

    /** Idempotent: joining twice keeps the first joined_at. */
    async addParticipant(eventId: string, userId: number, now = Date.now()) {
      await db
        .insertInto("event_participants")
        .values({ event_id: eventId, user_id: userId, joined_at: now })
        .onConflict((oc) => oc.columns(["event_id", "user_id"]).doNothing())
        .execute();
    },

    async removeParticipant(eventId: string, userId: number) {
      await db.deleteFrom("event_participants").where("event_id", "=", eventId).where("user_id", "=", userId).execute();
    },

    participation(eventId: string, userId: number) {
      return db
        .selectFrom("event_participants")
        .select("joined_at")
        .where("event_id", "=", eventId)
        .where("user_id", "=", userId)
        .executeTakeFirst();
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

export type EventsRepository = ReturnType<typeof eventsRepository>;
const eventFacts = compiledOnce((db) => db.selectFrom("events").select(["id", "title", "created_by", "exclusivity"]).where("id", "=", ""));

/**
 * For the comments module: the event a commentableId names (by id; a slug names no conversation), with what deciding who
 * sees it and its notifications need. Asked on every comment request: compiled once.
 */
export async function findEventFacts(db: Db, id: string) {
  const [row] = await eventFacts(db, [id]);
  return row;
}

export type EventRow = NonNullable<Awaited<ReturnType<EventsRepository["findByIdOrSlug"]>>>;
