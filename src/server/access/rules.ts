import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import type { Tables } from "../db/schema.ts";
import type { MemberType } from "../../shared/members.ts";

/**
 * Who may do what (docs/product/access.md), written once for every kind of thing. Each rule that lists things has two
 * forms side by side: one over facts already in memory (caches, one row) and its SQL form (lists, filters, counts);
 * `rules.test.ts` proves the two agree on every combination of relations. Nothing outside src/server/access decides
 * visibility (docs/decisions/0022-access-layer-and-module-shape.md).
 */
export interface Actor {
  user_id: number;
  type: MemberType;
  admin: boolean;
}

/** The actor's invitation to an event: none, one still usable, one accepted before, or only expired or used-up ones. */
export type InvitationState = "none" | "pending" | "accepted" | "expired";

/** How an actor stands to one event, besides having created it. */
export interface EventRelation {
  isParticipant: boolean;
  invitation: InvitationState;
}

export const NO_RELATION: EventRelation = { isParticipant: false, invitation: "none" };

export interface EventFacts {
  exclusivity: string;
  created_by: number | null;
}

export interface ImageFacts {
  uploaded_by: number;
  associated_event_id: string | null;
}

const isCreator = (actor: Actor, event: EventFacts) => event.created_by !== null && event.created_by === actor.user_id;

export const eventRules = {
  /** Any member but a Standard one; admins whatever their type. */
  create: (actor: Actor) => actor.admin || actor.type !== "Standard",

  /** Open events to every member; invite-only ones to their creator, participants, invitees (any state) and admins. */
  read: (actor: Actor, event: EventFacts, relation: EventRelation) =>
    actor.admin ||
    event.exclusivity === "open" ||
    isCreator(actor, event) ||
    relation.isParticipant ||
    relation.invitation !== "none",

  /** Edit, delete, write the note, choose the banner, announce by email: the creator or an admin. */
  manage: (actor: Actor, event: EventFacts) => actor.admin || isCreator(actor, event),

  /** Open events: anyone who sees them. Invite-only: the creator, an admin, or a member with a usable or accepted invitation. */
  join(actor: Actor, event: EventFacts, relation: EventRelation) {
    if (!eventRules.read(actor, event, relation)) return false;
    if (event.exclusivity === "open" || actor.admin || isCreator(actor, event)) return true;
    return relation.invitation === "pending" || relation.invitation === "accepted";
  },

  /** Members may invite others to any event they can see. */
  invite: (actor: Actor, event: EventFacts, relation: EventRelation) => eventRules.read(actor, event, relation),

  /** Whether `read` is decided without the actor's participation or invitation: only then may a cache skip looking them up. */
  readDecidedWithoutRelation: (actor: Actor, event: EventFacts) =>
    actor.admin || event.exclusivity === "open" || isCreator(actor, event),
};

export const imageRules = {
  /** Every member may upload to the gallery. */
  upload: (_actor: Actor) => true,

  /**
   * An image is seen by its uploader and admins always; otherwise it follows the event it is linked to (an unlinked
   * image is the whole club's). `linkedEventReadable` is eventRules.read of that event for this actor.
   */
  read: (actor: Actor, image: ImageFacts, linkedEventReadable: boolean) =>
    actor.admin || image.uploaded_by === actor.user_id || image.associated_event_id === null || linkedEventReadable,

  /** Whether `read` needs the linked event's rule at all. */
  readDecidedWithoutEvent: (actor: Actor, image: ImageFacts) =>
    actor.admin || image.uploaded_by === actor.user_id || image.associated_event_id === null,

  /** Edit and delete: the uploader or an admin. */
  manage: (actor: Actor, image: ImageFacts) => actor.admin || image.uploaded_by === actor.user_id,
};

/** A comment, and its likes, follow what it is about: reading, posting, liking and unliking need the target's `read`. */
export const commentRules = {
  edit: (actor: Actor, comment: { author_id: number }) => comment.author_id === actor.user_id,
  delete: (actor: Actor, comment: { author_id: number }) => actor.admin || comment.author_id === actor.user_id,
};

/** What a member may change about a member (docs/product/access.md#member-type-and-admin-flag): only admins change a member type or the admin flag, their own included. */
export const memberRules = {
  changeType: (actor: Actor, current: MemberType, requested: MemberType | undefined) =>
    requested === undefined || requested === current || actor.admin,
  changeAdminFlag: (actor: Actor, current: boolean, requested: boolean | undefined) =>
    requested === undefined || requested === current || actor.admin,
};

/** Applications, user management, invitation codes, mailings, the audit log, the mail log and the dashboard's counts. */
export const adminRules = {
  administer: (actor: Actor) => actor.admin,
};

const ALWAYS = sql<SqlBool>`1 = 1`;

/** The SQL form of eventRules.read, for queries over `events`. */
export function readableEvents(actor: Actor) {
  return (eb: ExpressionBuilder<Tables, "events">): Expression<SqlBool> =>
    actor.admin
      ? ALWAYS
      : eb.or([
          eb("events.exclusivity", "=", "open"),
          eb("events.created_by", "=", actor.user_id),
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
        ]);
}

/** The SQL form of imageRules.read, for queries over `images`. */
export function readableImages(actor: Actor) {
  return (eb: ExpressionBuilder<Tables, "images">): Expression<SqlBool> =>
    actor.admin
      ? ALWAYS
      : eb.or([
          eb("images.uploaded_by", "=", actor.user_id),
          eb("images.associated_event_id", "is", null),
          eb(
            "images.associated_event_id",
            "in",
            eb.selectFrom("events").select("events.id").where(readableEvents(actor)),
          ),
        ]);
}

/** The SQL form of "the comment's target is readable", for queries over `comments`. */
export function readableComments(actor: Actor) {
  return (eb: ExpressionBuilder<Tables, "comments">): Expression<SqlBool> =>
    actor.admin
      ? ALWAYS
      : eb.or([
          eb("comments.commentable_id", "in", eb.selectFrom("images").select("images.id").where(readableImages(actor))),
          eb("comments.commentable_id", "in", eb.selectFrom("events").select("events.id").where(readableEvents(actor))),
        ]);
}
