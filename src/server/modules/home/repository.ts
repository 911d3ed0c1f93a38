import type { Db } from "../../kernel/database/database.ts";
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

/** What the members' home shows, each list filtered by the access layer's SQL rules for the member asking. */
export function homeRepository(db: Db) {
  const visibleEvents = (actor: Actor) => db.selectFrom("events").select(eventColumns).where(filter(actor, "event"));

  return {
    /** Events she takes part in or hosts that have not ended, soonest first. */
    nextEvents(actor: Actor, now: number, limit: number) {
      return visibleEvents(actor)
        .where("events.ends_at", ">=", now)
        .where((eb) =>
          eb.or([
            eb("events.created_by", "=", actor.user_id),
            eb(
              "events.id",
              "in",
              eb.selectFrom("event_participants as p").select("p.event_id").where("p.user_id", "=", actor.user_id),
            ),
          ]),
        )
        .orderBy("events.starts_at")
        .orderBy("events.id")
        .limit(limit)
        .execute();
    },

    /** Events she holds a usable invitation to and has not joined, with who invited her. */
    pendingInvitations(actor: Actor, now: number, limit: number) {
      return visibleEvents(actor)
        .innerJoin("event_invitations as i", "i.event_id", "events.id")
        .leftJoin("users as inviter", "inviter.user_id", "i.invited_by")
        .select((eb) => eb.fn.max("inviter.name").as("invited_by"))
        .where("i.user_id", "=", actor.user_id)
        .where("i.used_at", "is", null)
        .where("i.expires_at", ">", now)
        .where("events.ends_at", ">=", now)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom("event_participants as p")
                .select("p.user_id")
                .whereRef("p.event_id", "=", "events.id")
                .where("p.user_id", "=", actor.user_id),
            ),
          ),
        )
        .groupBy(eventColumns)
        .orderBy("events.starts_at")
        .limit(limit)
        .execute();
    },

    /**
     * Events others created since `since` that have not ended and she has no part in yet, newest first: one she was
     * invited to is among her invitations (or declined), one she joined among her next events.
     */
    newEvents(actor: Actor, since: number, now: number, limit: number) {
      return visibleEvents(actor)
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
        .limit(limit)
        .execute();
    },

    /**
     * Photos others uploaded since `since`, newest first, with the facts the access layer decides on (the service
     * asks it about these few rather than list every image she may see).
     */
    newPhotos(actor: Actor, since: number, limit: number) {
      return db
        .selectFrom("images")
        .select([
          "images.id",
          "images.title",
          "images.thumbnail_key",
          "images.placeholder_color",
          "images.uploaded_by",
          "images.associated_event_id",
          "images.withheld_at",
        ])
        .where("images.created_at", ">", since)
        .where("images.uploaded_by", "<>", actor.user_id)
        .orderBy("images.created_at", "desc")
        .orderBy("images.id", "desc")
        .limit(limit)
        .execute();
    },

    /**
     * Others' comments that mention her or are on her events and photos, newest first, with what they are on and the
     * facts the access layer decides on (the service asks it: the candidates are few, found by index from her
     * mentions, her events and her images, where the rule's SQL form would first list everything she may see).
     */
    commentsForHer(actor: Actor, limit: number) {
      const mentioning = db
        .selectFrom("comment_mentions as m")
        .select("m.comment_id")
        .where("m.user_id", "=", actor.user_id);
      const candidates = mentioning
        .union(
          db
            .selectFrom("comments as c")
            .innerJoin("events as own", "own.id", "c.commentable_id")
            .select("c.id as comment_id")
            .where("own.created_by", "=", actor.user_id),
        )
        .union(
          db
            .selectFrom("comments as c")
            .innerJoin("images as own", "own.id", "c.commentable_id")
            .select("c.id as comment_id")
            .where("own.uploaded_by", "=", actor.user_id),
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
        .where("comments.author_id", "<>", actor.user_id)
        .orderBy("comments.created_at", "desc")
        .orderBy("comments.id", "desc")
        .limit(limit)
        .execute();
    },
  };
}

export type HomeEventRow = Awaited<ReturnType<ReturnType<typeof homeRepository>["nextEvents"]>>[number];
