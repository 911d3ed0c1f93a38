import { sql, type Expression, type ExpressionBuilder, type ExpressionWrapper, type SqlBool } from "kysely";
import type { Tables } from "../kernel/database/schema.ts";
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
  /** Admin power in force (adminPowerInForce), not the admin flag alone. */
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
  /** 1 (or true): a confidential gathering, Chatham House rules (decision 0059). */
  confidential: number | boolean;
}

export interface ImageFacts {
  uploaded_by: number;
  associated_event_id: string | null;
  /** Set while the photo is down after a member asked for it to be removed (decision 0056). */
  withheld_at: number | null;
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

  /** A virtual event's link: those taking part, the creator and admins; not invitees or those waiting for a seat. */
  seeVirtualLink: (actor: Actor, event: EventFacts, relation: EventRelation) =>
    actor.admin || isCreator(actor, event) || relation.isParticipant,

  /** Members may invite others to any event they can see. */
  invite: (actor: Actor, event: EventFacts, relation: EventRelation) => eventRules.read(actor, event, relation),

  /**
   * What every member of the actor's type and role sees of the event with no relation to it: the answer the cached lists
   * share among them (a relation only adds to it).
   */
  readWithoutRelation: (actor: Actor, event: EventFacts) =>
    eventRules.read({ user_id: 0, type: actor.type, admin: actor.admin }, event, NO_RELATION),

  /**
   * The inside of an event (who comes, what is said: its participants, comments and their quotes): whoever may read it,
   * but for a confidential gathering only those taking part, its creator and admins (decision 0059). Every way of
   * reaching a participant list or a comment asks this: the event page and list, comments, notices, emails, the home,
   * search, calendar files and the profiles' events in common.
   */
  readInside: (actor: Actor, event: EventFacts, relation: EventRelation) =>
    eventRules.read(actor, event, relation) &&
    (!event.confidential || actor.admin || isCreator(actor, event) || relation.isParticipant),

  /** Whether the event shows at all in search and the profiles' events in common: only where its inside may be read. */
  findable: (actor: Actor, event: EventFacts, relation: EventRelation) => eventRules.readInside(actor, event, relation),

  /** Photos may be linked to an event (uploaded to it, moved to it): never to a confidential gathering. */
  attachPhotos: (event: Pick<EventFacts, "confidential">) => !event.confidential,

  /**
   * What its calendar file (.ics) may carry besides the time and place: participant names and the description, never for
   * a confidential gathering (the organiser's title, time and place are all it says).
   */
  calendarDetails: (event: Pick<EventFacts, "confidential">) => !event.confidential,

  /** Whether `read` is decided without the actor's participation or invitation: only then may a cache skip looking them up. */
  readDecidedWithoutRelation: (actor: Actor, event: EventFacts) =>
    actor.admin || event.exclusivity === "open" || isCreator(actor, event),
};

export const imageRules = {
  /** Every member may upload to the gallery. */
  upload: (_actor: Actor) => true,

  /**
   * An image is seen by its uploader and admins always; otherwise, unless it is down after a member asked for it to be
   * removed (decision 0056), it follows the event it is linked to (an unlinked image is the whole club's).
   * `linkedEventReadable` is eventRules.read of that event for this actor.
   */
  read: (actor: Actor, image: ImageFacts, linkedEventReadable: boolean) =>
    actor.admin ||
    image.uploaded_by === actor.user_id ||
    (image.withheld_at === null && (image.associated_event_id === null || linkedEventReadable)),

  /** Whether `read` needs the linked event's rule at all (when it does not, `read(actor, image, false)` answers). */
  readDecidedWithoutEvent: (actor: Actor, image: ImageFacts) =>
    actor.admin ||
    image.uploaded_by === actor.user_id ||
    image.withheld_at !== null ||
    image.associated_event_id === null,

  /** Edit and delete: the uploader or an admin. */
  manage: (actor: Actor, image: ImageFacts) => actor.admin || image.uploaded_by === actor.user_id,

  /** Ask for a photo to come down ("Remove me"): any member who may see it, but its uploader (who may delete it). */
  askRemoval: (actor: Actor, image: ImageFacts) => image.uploaded_by !== actor.user_id,

  /** Shown through an email's link (decision 0024) while no member has asked for it to come down. */
  showInEmails: (image: Pick<ImageFacts, "withheld_at">) => image.withheld_at === null,

  /** Keep a photo down or restore it, and see the requests about it: the uploader or an admin. */
  decideRemoval: (actor: Actor, image: ImageFacts) => actor.admin || image.uploaded_by === actor.user_id,
};

/**
 * A comment, and its likes, follow what it is about: reading, posting, liking and unliking need the target's `read`
 * (an event's `readInside`).
 */
export const commentRules = {
  /**
   * Whether a comment's words may be quoted outside its thread (emails, notices, digests, the home, search snippets):
   * never those said at a confidential gathering (decision 0059).
   */
  quoteOutside: (target: { kind: "image" } | { kind: "event"; facts: Pick<EventFacts, "confidential"> }) =>
    !(target.kind === "event" && target.facts.confidential),
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

/** What the access layer knows of a member whose profile is asked for. */
export interface MemberFacts {
  user_id: number;
  /** Present: active, and not within her account's closing period (decision 0067). */
  active: boolean;
  /** The comma-wrapped fields she shows to admins only (member_profiles.hidden_fields, or its default). */
  hidden_fields: string;
}

export const DEFAULT_HIDDEN_FIELDS = ",email,";

/**
 * Profiles and the directory: every member sees every present member's profile; a deactivated member's profile, and a
 * member's within the 30 days of closing her account or of her removal (decision 0067), is gone for everyone. Each field follows her choice: members, or admins only (and always herself).
 */
export const profileRules = {
  read: (_actor: Actor, member: Pick<MemberFacts, "active">) => member.active,
  seesField: (actor: Actor, member: Pick<MemberFacts, "user_id" | "hidden_fields">, field: string) =>
    actor.admin || actor.user_id === member.user_id || !member.hidden_fields.includes(`,${field},`),
  edit: (actor: Actor, member: Pick<MemberFacts, "user_id">) => actor.user_id === member.user_id,
};

/** Applications, user management, invitation codes, mailings, the audit log, the mail log and the dashboard's counts. */
export const adminRules = {
  administer: (actor: Actor) => actor.admin,
};

/** What decides whether a member holding the admin flag has her admin power. */
export interface AdminFacts {
  /** users.admin: she was made an admin. */
  admin: boolean;
  hasSecondFactor: boolean;
  /** The club asks every member for a second factor. */
  secondFactorForAll: boolean;
}

/**
 * An admin's power is in force once she has the second factor asked of her (REQUIRE_ADMIN_2FA, or the club's setting
 * for everyone); until then she is a member like any of her type, everywhere (decision 35). Every Actor is built
 * through this: `Actor.admin` means the power in force, never the flag alone.
 */
export const adminPowerInForce = (member: AdminFacts, requireAdmin2fa: boolean) =>
  member.admin && (member.hasSecondFactor || !(requireAdmin2fa || member.secondFactorForAll));

/** The SQL form of AdminFacts.hasSecondFactor, for queries over `users`: a confirmed TOTP or a passkey. */
export function hasSecondFactor(eb: ExpressionBuilder<Tables, "users">) {
  return eb.or([
    eb.exists(
      eb
        .selectFrom("totp_factors")
        .select("totp_factors.user_id")
        .whereRef("totp_factors.user_id", "=", "users.user_id")
        .where("totp_factors.confirmed_at", "is not", null),
    ),
    eb.exists(eb.selectFrom("passkeys").select("passkeys.user_id").whereRef("passkeys.user_id", "=", "users.user_id")),
  ]);
}

/** The club setting (club_settings.name) that asks every member for a second factor; "on" when it does. */
export const REQUIRE_SECOND_FACTOR_FOR_ALL = "require_second_factor_for_all";

/** The SQL form of AdminFacts.secondFactorForAll: the club setting's value, "on" when the club asks everyone. */
export function secondFactorForAllSetting(eb: ExpressionBuilder<Tables, "users">) {
  return eb
    .selectFrom("club_settings")
    .select("club_settings.value")
    .where("club_settings.name", "=", REQUIRE_SECOND_FACTOR_FOR_ALL);
}

export const ALWAYS = sql<SqlBool>`1 = 1`;

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

/** The SQL form of eventRules.readInside (and findable), for queries over `events`. */
export function readableEventInsides(actor: Actor) {
  return (eb: ExpressionBuilder<Tables, "events">): Expression<SqlBool> =>
    actor.admin
      ? ALWAYS
      : eb.or([
          eb.and([eb("events.confidential", "=", 0), readableEvents(actor)(eb)]),
          eb("events.created_by", "=", actor.user_id),
          eb.exists(
            eb
              .selectFrom("event_participants as p")
              .select("p.user_id")
              .whereRef("p.event_id", "=", "events.id")
              .where("p.user_id", "=", actor.user_id),
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
          eb.and([
            eb("images.withheld_at", "is", null),
            eb.or([
              eb("images.associated_event_id", "is", null),
              eb(
                "images.associated_event_id",
                "in",
                eb.selectFrom("events").select("events.id").where(readableEvents(actor)),
              ),
            ]),
          ]),
        ]);
}

/** The SQL form of "the comment's target is readable" (an event's inside), for queries over `comments`. */
export function readableComments(actor: Actor) {
  return (eb: ExpressionBuilder<Tables, "comments">): Expression<SqlBool> =>
    actor.admin
      ? ALWAYS
      : eb.or([
          eb("comments.commentable_id", "in", eb.selectFrom("images").select("images.id").where(readableImages(actor))),
          eb(
            "comments.commentable_id",
            "in",
            eb.selectFrom("events").select("events.id").where(readableEventInsides(actor)),
          ),
        ]);
}

/**
 * The SQL form of commentRules.quoteOutside over readableComments, for lists that quote comments out of their thread
 * (search snippets): readable, and not said at a confidential gathering (decision 0059).
 */
export function quotableComments(actor: Actor) {
  return (eb: ExpressionBuilder<Tables, "comments">): Expression<SqlBool> =>
    eb.and([
      readableComments(actor)(eb),
      eb.not(
        eb.exists(
          eb
            .selectFrom("events as confidential_event")
            .select("confidential_event.id")
            .whereRef("confidential_event.id", "=", "comments.commentable_id")
            .where("confidential_event.confidential", "=", 1),
        ),
      ),
    ]);
}

/**
 * A member present in the club, for queries over `users`: active, and not within the 30 days of closing her account or
 * of an admin's removal (decision 0067). Signing in is not asked here: it reopens a closing account.
 */
export function presentMember(eb: ExpressionBuilder<Tables, "users">): ExpressionWrapper<Tables, "users", SqlBool> {
  return eb.and([
    eb("users.active", "=", 1),
    eb.not(
      eb.exists(
        eb
          .selectFrom("account_closures")
          .select("account_closures.user_id")
          .whereRef("account_closures.user_id", "=", "users.user_id")
          .where("account_closures.erased_at", "is", null),
      ),
    ),
  ]);
}

/** The SQL form of profileRules.read, for queries over `users`: present members only (decision 0067). */
export function readableProfiles(_actor: Actor) {
  return (eb: ExpressionBuilder<Tables, "users">): Expression<SqlBool> => presentMember(eb);
}

/**
 * The SQL form of profileRules.seesField, for queries over `users` left-joined to `member_profiles`: a member
 * without a profile row has the default choices.
 */
export function visibleProfileField(actor: Actor, field: string) {
  return (eb: ExpressionBuilder<Tables, "users" | "member_profiles">): Expression<SqlBool> =>
    actor.admin
      ? ALWAYS
      : eb.or([
          eb("users.user_id", "=", actor.user_id),
          eb(
            eb.fn.coalesce("member_profiles.hidden_fields", sql.lit(DEFAULT_HIDDEN_FIELDS)),
            "not like",
            `%,${field},%`,
          ),
        ]);
}

/**
 * The SQL form of profileRules.seesField for a searched field (migration 0048's `search_fields`, left-joined to the
 * member's `users` and `member_profiles` rows): her name always, any other field unless she shows it to admins only.
 */
export function readableProfileFieldRows(actor: Actor) {
  return (eb: ExpressionBuilder<Tables, "users" | "member_profiles" | "search_fields">): Expression<SqlBool> =>
    actor.admin
      ? ALWAYS
      : eb.or([
          eb("users.user_id", "=", actor.user_id),
          eb("search_fields.field", "=", "name"),
          sql<SqlBool>`coalesce(member_profiles.hidden_fields, ${DEFAULT_HIDDEN_FIELDS}) not like ('%,' || search_fields.field || ',%')`,
        ]);
}
