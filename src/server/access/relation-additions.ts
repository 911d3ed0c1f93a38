import type { Expression, ExpressionBuilder, SqlBool } from "kysely";
import type { Tables } from "../kernel/database/schema.ts";
import { readableEventInsides, readableEvents, type Actor } from "./rules.ts";
import { readableStays } from "./stay-rules.ts";

/**
 * What a member sees is what her class sees (a member of her type with no relation to anything) and what a relation of
 * hers adds: an event she created, takes part in or was invited to, and what hangs on it; a photo she uploaded; a home
 * she hosts. Nothing a relation brings takes anything away. A list the same for a whole class can then be kept once and
 * her additions merged in (decision 0074); `relation-additions.test.ts` proves both halves on a club of every relation.
 */

/** No member has this id: the actor of her class, with no relation to anything. */
const NOBODY = -1;

export function classActor(actor: Actor): Actor {
  return { user_id: NOBODY, type: actor.type, admin: actor.admin };
}

/** The events a relation of hers touches: created, joined or invited to (some twice: it is only asked `in`). */
function relatedEvents(actor: Actor) {
  return (eb: ExpressionBuilder<Tables, never>) =>
    eb
      .selectFrom("event_participants")
      .select("event_participants.event_id")
      .where("event_participants.user_id", "=", actor.user_id)
      .unionAll(
        eb
          .selectFrom("event_invitations")
          .select("event_invitations.event_id")
          .where("event_invitations.user_id", "=", actor.user_id),
      )
      .unionAll(eb.selectFrom("events").select("events.id as event_id").where("events.created_by", "=", actor.user_id));
}

/** The photos a relation of hers touches: her uploads and the photos of the events above. */
function relatedImages(actor: Actor) {
  return (eb: ExpressionBuilder<Tables, never>) =>
    eb
      .selectFrom("images")
      .select("images.id")
      .where((inner) =>
        inner.or([
          inner("images.uploaded_by", "=", actor.user_id),
          inner("images.associated_event_id", "in", relatedEvents(actor)(inner as ExpressionBuilder<Tables, never>)),
        ]),
      );
}

/** Whether the photo's event is one the actor may see (readableEvents, asked of this one row). */
function imageEventReadable(actor: Actor) {
  return (eb: ExpressionBuilder<Tables, "images">) =>
    eb.exists(
      eb
        .selectFrom("events")
        .select("events.id")
        .whereRef("events.id", "=", "images.associated_event_id")
        .where((inner) => readableEvents(actor)(inner)),
    );
}

/**
 * Of the things a relation of hers touches, those she may see and her class may not. Written row by row (each test a
 * lookup by key) rather than as the lists' filters are, whose `in (every readable event)` would be built whole for a
 * few rows; `relation-additions.test.ts` proves the two agree.
 */
function addedEventInsides(actor: Actor) {
  return (eb: ExpressionBuilder<Tables, "events">): Expression<SqlBool> =>
    eb.and([
      eb("events.id", "in", relatedEvents(actor)(eb as ExpressionBuilder<Tables, never>)),
      readableEventInsides(actor)(eb),
      eb.not(readableEventInsides(classActor(actor))(eb)),
    ]);
}

/**
 * readableImages for her and not for her class: her own upload her class may not see, or a photo shown to members whose
 * event only she may see.
 */
function addedImages(actor: Actor) {
  return (eb: ExpressionBuilder<Tables, "images">): Expression<SqlBool> => {
    const shown = eb("images.withheld_at", "is", null);
    const classSees = eb.and([
      shown,
      eb.or([eb("images.associated_event_id", "is", null), imageEventReadable(classActor(actor))(eb)]),
    ]);
    return eb.and([
      eb("images.id", "in", relatedImages(actor)(eb as ExpressionBuilder<Tables, never>)),
      eb.or([
        eb.and([eb("images.uploaded_by", "=", actor.user_id), eb.not(classSees)]),
        eb.and([shown, imageEventReadable(actor)(eb), eb.not(imageEventReadable(classActor(actor))(eb))]),
      ]),
    ]);
  };
}

const ADDED = {
  eventInside: addedEventInsides,
  image: addedImages,
  // quotableComments for her and not for her class: on an event whose inside only she may read (never a confidential
  // one: nothing said there is quoted), or on a photo only she may see.
  quotableComment: (actor: Actor) => (eb: ExpressionBuilder<Tables, "comments">) =>
    eb(
      "comments.commentable_id",
      "in",
      eb
        .selectFrom("events")
        .select("events.id")
        .where((inner) => inner.and([addedEventInsides(actor)(inner), inner("events.confidential", "=", 0)]))
        .unionAll(
          eb
            .selectFrom("images")
            .select("images.id")
            .where((inner) => addedImages(actor)(inner)),
        ),
    ),
  stay: (actor: Actor) => (eb: ExpressionBuilder<Tables, "stay_listings">) =>
    eb.and([
      eb("stay_listings.host_id", "=", actor.user_id),
      readableStays(actor)(eb),
      eb.not(readableStays(classActor(actor))(eb)),
    ]),
} satisfies Record<string, (actor: Actor) => (eb: never) => Expression<SqlBool>>;

export type AddedKind = keyof typeof ADDED;

/**
 * The SQL predicate of the things of a kind that only a relation of hers lets her see: with her class's answer
 * (`filter(classActor(actor), kind)`), exactly `filter(actor, kind)`, and never overlapping it. None for an admin, whose
 * class sees everything.
 */
export function filterAdded<Kind extends AddedKind>(actor: Actor, kind: Kind): ReturnType<(typeof ADDED)[Kind]> {
  return ADDED[kind](actor) as ReturnType<(typeof ADDED)[Kind]>;
}
