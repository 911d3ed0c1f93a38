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

/** A home listed for stays: its host and whether it is published. */
/**
 * A member tagged in a photo, as the access layer knows her for one viewer (decision 0058): present (active, not
 * closing her account, so her profile is there to see), whether a block stands between her and the viewer either way,
 * and her tag's state and author.
 */
export interface ImagePersonFacts {
  user_id: number;
  status: "pending" | "accepted";
  tagged_by: number | null;
  present: boolean;
  blocked: boolean;
}

/** A member someone would tag: present, blocks either way with the actor, her choice, and whether she sees the photo. */
export interface TagTargetFacts {
  user_id: number;
  present: boolean;
  blocked: boolean;
  whoMayTag: "anyone" | "ask" | "nobody";
  seesPhoto: boolean;
}

/**
 * People in photos (docs/product/privacy.md#people-in-photos): every rule here is asked about a photo the actor
 * already sees (imageRules.read); a tag never shows a member whose profile the viewer may not see, nor one between
 * whom and the viewer a block stands, and a waiting tag is seen only by her and the member who tagged her.
 */
export const imagePersonRules = {
  see: (actor: Actor, person: ImagePersonFacts) =>
    person.present &&
    !person.blocked &&
    (person.status === "accepted" || person.user_id === actor.user_id || person.tagged_by === actor.user_id),
  /** Remove a tag: she herself, the photo's uploader, an admin; the member who tagged her while it waits. */
  remove: (actor: Actor, image: ImageFacts, person: Pick<ImagePersonFacts, "user_id" | "status" | "tagged_by">) =>
    actor.admin ||
    person.user_id === actor.user_id ||
    image.uploaded_by === actor.user_id ||
    (person.status === "pending" && person.tagged_by === actor.user_id),
  /** Accept or decline a waiting tag: only she. */
  answer: (actor: Actor, person: Pick<ImagePersonFacts, "user_id">) => person.user_id === actor.user_id,
  /** Tag a member: she is present, sees the photo, no block stands either way, and she lets members tag her. */
  tag: (actor: Actor, target: TagTargetFacts) =>
    target.present &&
    target.seesPhoto &&
    (target.user_id === actor.user_id || (!target.blocked && target.whoMayTag !== "nobody")),
  /** Whether her tag waits for her answer: she asked to be asked first, and someone else tagged her. */
  waitsForHer: (actor: Actor, target: Pick<TagTargetFacts, "user_id" | "whoMayTag">) =>
    target.user_id !== actor.user_id && target.whoMayTag === "ask",
};

export interface StayFacts {
  host_id: number;
  published: number | boolean;
}

/** A stay request: its guest and the host of its home. */
export interface StayRequestFacts {
  guest_id: number;
  host_id: number;
  status: string;
}

const isHost = (actor: Actor, listing: { host_id: number }) => listing.host_id === actor.user_id;

export const stayRules = {
  /** Travel Hosts list their own homes; admins list one for a Travel Host. */
  create: (actor: Actor) => actor.admin || actor.type === "Travel Host",

  /** A draft is its host's (and admins') alone; a published home is every member's. */
  read: (actor: Actor, listing: StayFacts) => actor.admin || isHost(actor, listing) || Boolean(listing.published),

  /** Edit, publish, add or remove photos: the host or an admin. */
  manage: (actor: Actor, listing: StayFacts) => actor.admin || isHost(actor, listing),

  /** The exact address: the host, admins, and a guest whose stay at this home was accepted. */
  readAddress: (actor: Actor, listing: StayFacts, hasAcceptedStay: boolean) =>
    actor.admin || isHost(actor, listing) || hasAcceptedStay,

  /** Any member but the host may ask to stay at a published home. */
  request: (actor: Actor, listing: StayFacts) => Boolean(listing.published) && !isHost(actor, listing),
};

export const stayRequestRules = {
  /** Its guest, the home's host and admins; nobody else learns the request exists. */
  read: (actor: Actor, request: StayRequestFacts) =>
    actor.admin || request.guest_id === actor.user_id || request.host_id === actor.user_id,

  /** Accept or decline: the host or an admin. */
  answer: (actor: Actor, request: StayRequestFacts) => actor.admin || request.host_id === actor.user_id,

  /** Either side may cancel, with a reason; admins too. */
  cancel: (actor: Actor, request: StayRequestFacts) => stayRequestRules.read(actor, request),

  /** The address and the host's email on the request: once it is accepted, for those who may read it. */
  readAddress: (actor: Actor, request: StayRequestFacts) =>
    request.status === "accepted" && stayRequestRules.read(actor, request),

  /** The guest book: the guest of an accepted stay whose last night is behind her. */
  signGuestBook: (actor: Actor, request: StayRequestFacts & { to_date: string }, today: string) =>
    request.guest_id === actor.user_id && request.status === "accepted" && request.to_date <= today,
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

/** The SQL form of stayRules.read, for queries over `stay_listings`. */
export function readableStays(actor: Actor) {
  return (eb: ExpressionBuilder<Tables, "stay_listings">): Expression<SqlBool> =>
    actor.admin
      ? ALWAYS
      : eb.or([eb("stay_listings.published", "=", 1), eb("stay_listings.host_id", "=", actor.user_id)]);
}

/** A membership's state (decision 44): due 30 days before her term ends, in grace 30 days after, then lapsed. */
export type MembershipState = "active" | "due" | "grace" | "lapsed";
const DAY_MS = 24 * 60 * 60 * 1000;
export const MEMBERSHIP_WINDOW_DAYS = 30;
/** Her first term, when none is stored: from the day she registered, for a year. */
export const FIRST_TERM_MS = 365 * DAY_MS;

/** The term a member's row stores, or her first term from the day she registered. */
export function membershipTerm(row: {
  created_at: number | string;
  membership_term_start: number | string | null;
  membership_term_end: number | string | null;
}) {
  const start = Number(row.membership_term_start ?? row.created_at);
  const end =
    row.membership_term_end === null ? Number(row.created_at) + FIRST_TERM_MS : Number(row.membership_term_end);
  return { start, end };
}

export function membershipState(termEnd: number, now: number): MembershipState {
  const window = MEMBERSHIP_WINDOW_DAYS * DAY_MS;
  if (now < termEnd - window) return "active";
  if (now < termEnd) return "due";
  if (now < termEnd + window) return "grace";
  return "lapsed";
}

/** What her membership's state lets her do: a lapsed member reads her membership, but takes part in nothing. */
export const membershipRules = {
  /** Join an event, request a stay, exhibit: any state but lapsed (admins act for the club regardless). */
  takePart: (actor: Actor, state: MembershipState) => actor.admin || state !== "lapsed",
  /** Receive the club's mailings (decision 0070): a lapsed member is left out of them; an admin never lapses for this. */
  receivesMailings: (admin: boolean, state: MembershipState) => admin || state !== "lapsed",
  /**
   * Invite a friend (decision 0057): her membership has not lapsed, no admin took her right away, and her tier is one
   * the club lets invite (an admin invites whatever her tier and term). Deactivated members never get this far: they cannot sign in.
   */
  invite: (actor: Actor, facts: InviteFacts) =>
    !facts.rightTaken && (actor.admin || (facts.state !== "lapsed" && facts.tierMayInvite)),
};

/** Her tier's duties (decision 61), read from the tier's data: which committees and volunteer slots are hers to take. */
export interface DutyFacts {
  tier_id: string | null;
  committees: boolean;
  volunteering: boolean;
  state: MembershipState;
}

/** Who may do what with committees and volunteer slots (decision 61). */
export const dutyRules = {
  /** Create, edit, archive committees, seat or unseat anyone, name the chair: admins. */
  manageCommittees: (actor: Actor) => actor.admin,
  /** Every member reads the club's committees; archived ones only admins. */
  readCommittee: (actor: Actor, committee: { archived: boolean }) => actor.admin || !committee.archived,
  /**
   * Join a committee herself: her tier has committee duties and is one the committee is open to, the committee is not
   * archived, her membership has not lapsed. An admin seats others through the admins' call.
   */
  joinCommittee: (duty: DutyFacts, committee: { tiers: readonly string[]; archived: boolean }) =>
    !committee.archived &&
    duty.state !== "lapsed" &&
    duty.committees &&
    duty.tier_id !== null &&
    committee.tiers.includes(duty.tier_id),
  /** Set an event's volunteer slots: its organiser or an admin. */
  manageSlots: (actor: Actor, event: EventFacts) => eventRules.manage(actor, event),
  /** Take a volunteer slot on an event she sees: her tier has volunteering duties, her membership has not lapsed. */
  takeSlot: (duty: DutyFacts) => duty.state !== "lapsed" && duty.volunteering,
};
/** What decides whether she may invite: her membership's state, her right, and whether her tier may. */
export interface InviteFacts {
  state: MembershipState;
  rightTaken: boolean;
  tierMayInvite: boolean;
}
