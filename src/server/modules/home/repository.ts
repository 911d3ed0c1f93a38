import type { Db } from "../../kernel/database/database.ts";
import { compiledOnce } from "../../kernel/caches/compiled-once.ts";
import { type Actor, filter } from "../../access/index.ts";

const eventColumns = [
  "events.id",
  "events.slug",
  "events.title",
  "events.event_date",
  "events.end_date",
  "events.start_time",
  "events.end_time",
  "events.timezone",
  "events.starts_at",
  "events.exclusivity",
  "events.is_physical",
  "events.location",
  "events.city",
  "events.state",
  "events.zip_code",
  "events.country",
  "events.virtual_link",
  "events.created_by",
  "events.confidential",
] as const;

const imageColumns = [
  "images.id",
  "images.title",
  "images.thumbnail_key",
  "images.placeholder_color",
  "images.uploaded_by",
  "images.associated_event_id",
  "images.withheld_at",
  "images.created_at",
] as const;

/*
 * What is hers, asked at every opening of her home: compiled once, each found by index from her (her participations,
 * her invitations, her mentions, her events and photos). The values go in the order the SQL places them, written
 * beside each query. What the access layer decides of the rows is asked by the service, from the rows' facts.
 */

/** [her id (takes_part), now, her id (created_by), her id (participations), limit] */
const nextEvents = compiledOnce((db) =>
  db
    .selectFrom("events")
    .select(eventColumns)
    .select("events.ends_at")
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom("event_participants as mine")
            .select("mine.user_id")
            .whereRef("mine.event_id", "=", "events.id")
            .where("mine.user_id", "=", 0),
        )
        .as("takes_part"),
    )
    .where("events.ends_at", ">=", 0)
    .where((eb) =>
      eb.or([
        eb("events.created_by", "=", 0),
        eb("events.id", "in", eb.selectFrom("event_participants as p").select("p.event_id").where("p.user_id", "=", 0)),
      ]),
    )
    .orderBy("events.starts_at")
    .orderBy("events.id")
    .limit(0),
);

/** [her id, now (expires_at), now (ends_at), her id (not joined), limit] */
const pendingInvitations = compiledOnce((db) =>
  db
    .selectFrom("event_invitations as i")
    .innerJoin("events", "events.id", "i.event_id")
    .leftJoin("users as inviter", "inviter.user_id", "i.invited_by")
    .select([...eventColumns, "events.ends_at"])
    .select((eb) => [eb.fn.max("inviter.name").as("invited_by"), eb.fn.min("i.expires_at").as("expires_at")])
    .where("i.user_id", "=", 0)
    .where("i.used_at", "is", null)
    .where("i.expires_at", ">", 0)
    .where("events.ends_at", ">=", 0)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("event_participants as p")
            .select("p.user_id")
            .whereRef("p.event_id", "=", "events.id")
            .where("p.user_id", "=", 0),
        ),
      ),
    )
    .groupBy([...eventColumns, "events.ends_at"])
    .orderBy("events.starts_at")
    .orderBy("events.id")
    .limit(0),
);

/**
 * Others' comments that mention her or are on her events and photos, newest first, with what they are on and the facts
 * the access layer decides on: the candidates are few, found by index from her mentions, her events and her images.
 * [her id (mentions_her), her id (mentions), her id (her events), her id (her photos), her id (not hers), limit]
 */
const commentsForHer = compiledOnce((db) => {
  const mentioning = db.selectFrom("comment_mentions as m").select("m.comment_id").where("m.user_id", "=", 0);
  const candidates = mentioning
    .union(
      db
        .selectFrom("comments as c")
        .innerJoin("events as own", "own.id", "c.commentable_id")
        .select("c.id as comment_id")
        .where("own.created_by", "=", 0),
    )
    .union(
      db
        .selectFrom("comments as c")
        .innerJoin("images as own", "own.id", "c.commentable_id")
        .select("c.id as comment_id")
        .where("own.uploaded_by", "=", 0),
    );
  return db
    .selectFrom("comments")
    .innerJoin("users as author", "author.user_id", "comments.author_id")
    .leftJoin("events", "events.id", "comments.commentable_id")
    .leftJoin("images", "images.id", "comments.commentable_id")
    .select([
      "comments.id",
      "comments.content",
      "comments.created_at",
      "comments.commentable_id",
      "author.name as author_name",
      "events.title as event_title",
      "events.created_by as event_created_by",
      "events.exclusivity as event_exclusivity",
      "events.confidential as event_confidential",
      "images.title as image_title",
      "images.uploaded_by as image_uploaded_by",
      "images.associated_event_id as image_event_id",
      "images.withheld_at as image_withheld_at",
    ])
    .select((eb) => eb("comments.id", "in", mentioning).as("mentions_her"))
    .where("comments.id", "in", candidates)
    .where("comments.author_id", "<>", 0)
    .orderBy("comments.created_at", "desc")
    .orderBy("comments.id", "desc")
    .limit(0);
});

/** What the members' home reads: hers by index with compiled queries, what it shares among members for the read model. */
export function homeRepository(db: Db) {
  const events = () => db.selectFrom("events").select(eventColumns).select(["events.created_at", "events.ends_at"]);

  return {
    /** Events she takes part in or hosts that have not ended, soonest first, with whether she takes part. */
    nextEvents: (userId: number, now: number, limit: number) => nextEvents(db, [userId, now, userId, userId, limit]),

    /** Events she holds a usable invitation to and has not joined, with who invited her. */
    pendingInvitations: (userId: number, now: number, limit: number) =>
      pendingInvitations(db, [userId, now, now, userId, limit]),

    commentsForHer: (userId: number, limit: number) =>
      commentsForHer(db, [userId, userId, userId, userId, userId, limit]),

    /**
     * The newest events a member of the viewer's type and role with no relation to any event may see (the access
     * layer's SQL form, for that viewer) and that had not ended at `now`, newest first.
     */
    newestEvents(viewer: Actor, now: number, limit: number) {
      return events()
        .where(filter(viewer, "event"))
        .where("events.ends_at", ">=", now)
        .orderBy("events.created_at", "desc")
        .orderBy("events.id", "desc")
        .limit(limit)
        .execute();
    },

    /**
     * Events others created since `since` that have not ended and she has no part in yet, newest first (read directly
     * when the read model's window holds too few for her).
     */
    newEvents(actor: Actor, since: number, now: number, limit: number) {
      return events()
        .where(filter(actor, "event"))
        .where("events.created_at", ">", since)
        .where("events.ends_at", ">=", now)
        .where((eb) => eb.or([eb("events.created_by", "is", null), eb("events.created_by", "<>", actor.user_id)]))
        .where((eb) =>
          eb.not(
            eb.or([
              eb.exists(
                eb
                  .selectFrom("event_participants as p")
                  .select("p.user_id")
                  .whereRef("p.event_id", "=", "events.id")
                  .where("p.user_id", "=", actor.user_id),
              ),
              eb.exists(
                eb
                  .selectFrom("event_invitations as i")
                  .select("i.user_id")
                  .whereRef("i.event_id", "=", "events.id")
                  .where("i.user_id", "=", actor.user_id),
              ),
            ]),
          ),
        )
        .orderBy("events.created_at", "desc")
        .orderBy("events.id", "desc")
        .limit(limit)
        .execute();
    },

    /** Who takes part in each of these events. */
    async participantsOf(eventIds: readonly string[]) {
      const participants = new Map<string, Set<number>>(eventIds.map((id) => [id, new Set()]));
      if (eventIds.length === 0) return participants;
      const rows = await db
        .selectFrom("event_participants")
        .select(["event_id", "user_id"])
        .where("event_id", "in", eventIds)
        .execute();
      for (const row of rows) participants.get(row.event_id)!.add(row.user_id);
      return participants;
    },

    /** The facts the access layer decides an event's visibility on, for these events. */
    eventFacts(eventIds: readonly string[]) {
      if (eventIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom("events")
        .select(["id", "exclusivity", "created_by", "confidential"])
        .where("id", "in", eventIds)
        .execute();
    },

    /**
     * Photos uploaded since `since` (by others than `notBy`, when given), newest first, with the facts the access layer
     * decides on (the caller asks it about these few rather than list every image she may see).
     */
    newestPhotos(since: number, notBy: number | null, limit: number) {
      let photos = db.selectFrom("images").select(imageColumns).where("images.created_at", ">", since);
      if (notBy !== null) photos = photos.where("images.uploaded_by", "<>", notBy);
      return photos.orderBy("images.created_at", "desc").orderBy("images.id", "desc").limit(limit).execute();
    },
  };
}

export type HomeEventRow = Awaited<ReturnType<ReturnType<typeof homeRepository>["nextEvents"]>>[number];
export type NewEventRow = Awaited<ReturnType<ReturnType<typeof homeRepository>["newestEvents"]>>[number];
export type PhotoRow = Awaited<ReturnType<ReturnType<typeof homeRepository>["newestPhotos"]>>[number];
export type InvitationRow = Awaited<ReturnType<ReturnType<typeof homeRepository>["pendingInvitations"]>>[number];
export type CommentRow = Awaited<ReturnType<ReturnType<typeof homeRepository>["commentsForHer"]>>[number];
