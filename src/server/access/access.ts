import type { Db } from "../kernel/database/database.ts";
import { HttpError, notFound } from "../kernel/http/errors.ts";
import { EVENT_TEXTS } from "../../shared/texts/events.ts";
import type { MemberType } from "../../shared/members.ts";
import { DEFAULT_WHO_MAY_TAG, WHO_MAY_TAG, type WhoMayTag } from "../../shared/gallery.ts";
import { accessRepository } from "./access-repository.ts";
import { introductionRules } from "./introduction-rules.ts";
import { sponsorshipAccess } from "./sponsorships-access.ts";
import {
  adminPowerInForce,
  eventRules,
  imageRules,
  DEFAULT_HIDDEN_FIELDS,
  NO_RELATION,
  profileRules,
  type MemberFacts,
  type Actor,
  type EventFacts,
  type EventRelation,
  type ImageFacts,
  type InvitationState,
} from "./rules.ts";
import { imagePersonRules, type ImagePersonFacts } from "./image-person-rules.ts";
import { stayRules, type StayFacts } from "./stay-rules.ts";
import { membershipRules, membershipState, membershipTerm, type DutyFacts } from "./membership-rules.ts";

/** What a comment can be about, as the access layer found it: with its title and owner for the notices it causes. */
export type Commentable =
  | { kind: "image"; id: string; title: string; ownerId: number; facts: ImageFacts }
  | { kind: "event"; id: string; title: string; ownerId: number | null; facts: EventFacts & { id: string } };

/** An event with who takes part in it, as a cache's rosters know it. */
export interface EventKnowingParticipants {
  row: EventFacts & { id: string };
  participantIds: ReadonlySet<number>;
}

/** Whether her invitation to the event decides what she may see of it: an invite-only event she has no seat at. */
const invitationDecides = (actor: Actor, { row, participantIds }: EventKnowingParticipants) =>
  !actor.admin && !eventRules.readDecidedWithoutRelation(actor, row) && !participantIds.has(actor.user_id);

/**
 * Her relation to each event, from who takes part and her invitations (`invitationOf`, asked only where the invitation
 * decides): the one way an event relation is put together from what a caller already holds.
 */
export function relationsKnowing(
  actor: Actor,
  events: ReadonlyArray<EventKnowingParticipants>,
  invitationOf: (eventId: string) => InvitationState,
): EventRelation[] {
  return events.map((event) => ({
    isParticipant: event.participantIds.has(actor.user_id),
    invitation: invitationDecides(actor, event) ? invitationOf(event.row.id) : "none",
  }));
}

/**
 * The one place that answers "may this actor do this to these things" (docs/product/access.md; decision 22). Services ask it
 * before they act; lists filter with the SQL forms in rules.ts. Inheritance is written here once: an image follows the
 * event it is linked to, a comment and its likes follow their target, and an image's files follow the image.
 */
export function accessControl(db: Db) {
  const facts = accessRepository(db);

  /** The actor's relation to one event, looked up only when the rule needs it. */
  async function relationTo(actor: Actor, event: EventFacts & { id: string }): Promise<EventRelation> {
    if (eventRules.readDecidedWithoutRelation(actor, event)) return NO_RELATION;
    return (await facts.eventRelations(actor.user_id, [event.id])).get(event.id)!;
  }

  /**
   * Her relation to each event, from who takes part where that is already known (a cache's rosters): the state of her
   * invitations is read (one query) only for the invite-only events where it decides what she may see or do.
   */
  async function relationsKnowingParticipants(
    actor: Actor,
    events: ReadonlyArray<EventKnowingParticipants>,
  ): Promise<EventRelation[]> {
    const undecided = events.filter((event) => invitationDecides(actor, event)).map(({ row }) => row.id);
    const invitations = undecided.length ? await facts.invitationStates(actor.user_id, undecided) : undefined;
    return relationsKnowing(actor, events, (eventId) => invitations?.get(eventId) ?? "none");
  }

  async function canReadEvent(actor: Actor, event: EventFacts & { id: string }) {
    return eventRules.read(actor, event, await relationTo(actor, event));
  }

  /** Whether she may read the event's inside: who comes and what is said (eventRules.readInside; decision 0059). */
  async function canReadEventInside(actor: Actor, event: EventFacts & { id: string }) {
    const relation = event.confidential
      ? (await facts.eventRelations(actor.user_id, [event.id])).get(event.id)!
      : await relationTo(actor, event);
    return eventRules.readInside(actor, event, relation);
  }

  async function canReadImage(actor: Actor, image: ImageFacts) {
    if (imageRules.readDecidedWithoutEvent(actor, image)) return imageRules.read(actor, image, false);
    const event = await facts.eventFacts(image.associated_event_id!);
    return imageRules.read(actor, image, event !== undefined && (await canReadEvent(actor, event)));
  }

  return {
    eventRelations: (actor: Actor, eventIds: readonly string[]) => facts.eventRelations(actor.user_id, eventIds),
    invitationStates: (actor: Actor, eventIds: readonly string[]) => facts.invitationStates(actor.user_id, eventIds),
    invitationsToEvents: (eventIds: readonly string[]) => facts.invitationsToEvents(eventIds),
    readableEventIds: (actor: Actor, eventIds: readonly string[]) => facts.readableEventIds(actor, eventIds),
    relationTo,
    relationsKnowingParticipants,
    canReadEvent,
    canReadEventInside,

    /**
     * Her relation to an event she may see (its participants given when a cache knows them); the same 404 for an event
     * hidden from her as for one that does not exist (docs/product/access.md#refusals).
     */
    async requireReadableEvent(
      actor: Actor,
      event: EventFacts & { id: string },
      participantIds?: ReadonlySet<number>,
    ): Promise<EventRelation> {
      const relation = participantIds
        ? (await relationsKnowingParticipants(actor, [{ row: event, participantIds }]))[0]!
        : (await facts.eventRelations(actor.user_id, [event.id])).get(event.id)!;
      if (!eventRules.read(actor, event, relation)) throw notFound(EVENT_TEXTS.notFound);
      return relation;
    },
    canReadImage,

    /** The id of the event a key (id or slug) names, if the actor may see it; undefined for unknown and hidden alike. */
    async readableEventId(actor: Actor, key: string): Promise<string | undefined> {
      const event = await facts.eventFactsByKey(key);
      return event && (await canReadEvent(actor, event)) ? event.id : undefined;
    },

    /**
     * The id of the event a key names that photos may be linked to by this actor: undefined for unknown and hidden
     * alike, refused (409 `conflict`) for a confidential gathering, which keeps no photos (decision 0059).
     */
    async eventForPhotos(actor: Actor, key: string): Promise<string | undefined> {
      const event = await facts.eventFactsByKey(key);
      if (!event || !(await canReadEvent(actor, event))) return undefined;
      if (!eventRules.attachPhotos(event)) throw new HttpError(409, "conflict", EVENT_TEXTS.confidentialNoPhotos);
      return event.id;
    },

    /** Whether an image exists and the actor may see it (its files follow it). */
    async canReadImageById(actor: Actor, imageId: string) {
      const image = await facts.imageFacts(imageId);
      return image !== undefined && (await canReadImage(actor, image));
    },

    /** Those of `images` the actor may see: one query for the events of the images the rule cannot decide alone. */
    async readableImages<T extends ImageFacts>(actor: Actor, images: readonly T[]): Promise<T[]> {
      const undecided = images.filter((image) => !imageRules.readDecidedWithoutEvent(actor, image));
      if (undecided.length === 0) return images.filter((image) => imageRules.read(actor, image, false));
      const readableEvents = await facts.readableEventIds(actor, [
        ...new Set(undecided.map((image) => image.associated_event_id!)),
      ]);
      return images.filter((image) =>
        imageRules.read(
          actor,
          image,
          image.associated_event_id !== null && readableEvents.has(image.associated_event_id),
        ),
      );
    },

    /**
     * The tags of a photo the actor sees (the caller asked canReadImage first) that she may see, each with whether she
     * may remove it (decision 0058): never a member whose profile she may not see, nor one a block stands between.
     */
    async visibleImagePeople<T extends Pick<ImagePersonFacts, "user_id" | "status" | "tagged_by">>(
      actor: Actor,
      image: ImageFacts,
      tags: readonly T[],
    ): Promise<Array<T & { can_remove: boolean }>> {
      if (tags.length === 0) return [];
      const ids = tags.map((tag) => tag.user_id);
      const [present, blocked] = await Promise.all([
        facts.presentMembers(ids),
        facts.blockedEitherWay(actor.user_id, ids),
      ]);
      return tags
        .filter((tag) =>
          imagePersonRules.see(actor, {
            ...tag,
            present: present.has(tag.user_id),
            blocked: blocked.has(tag.user_id),
          }),
        )
        .map((tag) => ({ ...tag, can_remove: imagePersonRules.remove(actor, image, tag) }));
    },

    /**
     * Whether the actor may tag this member in a photo she sees, and how: "unknown" for a member whose profile she may
     * not see (the same as one who does not exist), "refused" whatever the reason (her choice, a block, a photo she
     * does not see: the answer says no more), else whether the tag waits for her answer.
     */
    async tagTarget(
      actor: Actor,
      image: ImageFacts,
      userId: number,
      requireAdmin2fa: boolean,
    ): Promise<"unknown" | "refused" | "pending" | "accepted"> {
      const row = await facts.tagTarget(userId);
      const present = row !== undefined && (await facts.presentMembers([userId])).has(userId);
      if (!row || !present) return "unknown";
      const target: Actor = {
        user_id: row.user_id,
        type: row.type as MemberType,
        admin: adminPowerInForce(
          {
            admin: row.admin === 1,
            hasSecondFactor: Boolean(row.has_second_factor),
            secondFactorForAll: row.second_factor_for_all === "on",
          },
          requireAdmin2fa,
        ),
      };
      const whoMayTag: WhoMayTag = (WHO_MAY_TAG as readonly string[]).includes(row.who_may_tag ?? "")
        ? (row.who_may_tag as WhoMayTag)
        : DEFAULT_WHO_MAY_TAG;
      const candidate = {
        user_id: userId,
        present,
        blocked: (await facts.blockedEitherWay(actor.user_id, [userId])).has(userId),
        whoMayTag,
        seesPhoto: await canReadImage(target, image),
      };
      if (!imagePersonRules.tag(actor, candidate)) return "refused";
      return imagePersonRules.waitsForHer(actor, candidate) ? "pending" : "accepted";
    },

    /** A member's profile facts, if the actor may see her profile; undefined for unknown and deactivated alike. */
    async readableProfile(actor: Actor, userId: number): Promise<MemberFacts | undefined> {
      const row = await facts.memberFacts(userId);
      if (!row) return undefined;
      const member = {
        user_id: row.user_id,
        active: row.active === 1 && row.closing === null,
        hidden_fields: row.hidden_fields ?? DEFAULT_HIDDEN_FIELDS,
      };
      return profileRules.read(actor, member) ? member : undefined;
    },

    /** Which of `fields` of a member's profile the actor may see. */
    visibleFields: <F extends string>(actor: Actor, member: MemberFacts, fields: readonly F[]): Set<F> =>
      new Set(fields.filter((field) => profileRules.seesField(actor, member, field))),

    /**
     * What a commentableId names, if the actor may see it: an image or an event, whose inside she may read (a
     * confidential gathering's comments are for those taking part). Unknown and hidden are alike.
     */
    async commentable(actor: Actor, id: string): Promise<Commentable | undefined> {
      const image = await facts.imageFacts(id);
      if (image) {
        return (await canReadImage(actor, image))
          ? { kind: "image", id: image.id, title: image.title, ownerId: image.uploaded_by, facts: image }
          : undefined;
      }
      const event = await facts.eventFacts(id);
      if (event && (await canReadEventInside(actor, event)))
        return { kind: "event", id: event.id, title: event.title, ownerId: event.created_by, facts: event };
      return undefined;
    },

    /** A home the actor may see, by id; undefined for unknown and hidden alike. */
    async readableStay(actor: Actor, id: string) {
      const listing = await facts.stayFacts(id);
      return listing && stayRules.read(actor, listing) ? listing : undefined;
    },

    /** Whether the actor may know the home's exact address (asks for her accepted stays only when the rule needs them). */
    async canReadStayAddress(actor: Actor, listing: StayFacts & { id: string }) {
      if (stayRules.readAddress(actor, listing, false)) return true;
      return stayRules.readAddress(actor, listing, await facts.hasAcceptedStay(actor.user_id, listing.id));
    },

    /** Of these homes, those whose exact address the actor may know: one query for all. */
    async stayAddressesReadable(actor: Actor, listings: ReadonlyArray<StayFacts & { id: string }>) {
      const undecided = listings.filter((listing) => !stayRules.readAddress(actor, listing, false));
      const accepted = undecided.length
        ? await facts.homesWithAcceptedStay(
            actor.user_id,
            undecided.map((listing) => listing.id),
          )
        : new Set<string>();
      return new Set(
        listings
          .filter((listing) => stayRules.readAddress(actor, listing, accepted.has(listing.id)))
          .map((listing) => listing.id),
      );
    },

    /** Her tier's duties and her membership's state now (decision 61): nothing for one who is not a member. */
    async dutiesOf(actor: Actor, now: number): Promise<DutyFacts> {
      const row = await facts.dutyRow(actor.user_id);
      if (!row) return { tier_id: null, committees: false, volunteering: false, state: "lapsed" };
      return {
        tier_id: row.tier_id,
        committees: Number(row.committees ?? 0) === 1,
        volunteering: Number(row.volunteering ?? 0) === 1,
        state: membershipState(membershipTerm(row).end, now),
      };
    },

    /**
     * Refuses (403 `membership_lapsed`) a member whose membership lapsed: she may not join events, request stays or
     * exhibit until an admin renews her term (decision 44). `now` is the caller's clock.
     */
    async requireMembershipInForce(actor: Actor, now: number) {
      if (actor.admin) return;
      const row = await facts.membershipRow(actor.user_id);
      const state = row ? membershipState(membershipTerm(row).end, now) : "lapsed";
      if (!membershipRules.takePart(actor, state)) throw membershipLapsed();
    },

    /**
     * Whether she may invite a friend now (decision 0057), given the tiers the club lets invite, and why not: `lapsed`,
     * `revoked` (an admin took her right away) or `tier` (hers is not one that invites).
     */
    async inviteRight(
      actor: Actor,
      invitingTiers: readonly string[],
      now: number,
    ): Promise<{ mayInvite: boolean; reason: "lapsed" | "revoked" | "tier" | null }> {
      const row = await facts.inviteRow(actor.user_id);
      const inviteFacts = {
        state: row ? membershipState(membershipTerm(row).end, now) : ("lapsed" as const),
        rightTaken: row?.revoked_at !== null && row?.revoked_at !== undefined,
        tierMayInvite: row?.membership_tier !== null && invitingTiers.includes(row?.membership_tier ?? ""),
      };
      if (membershipRules.invite(actor, inviteFacts)) return { mayInvite: true, reason: null };
      const reason = inviteFacts.rightTaken ? "revoked" : inviteFacts.state === "lapsed" ? "lapsed" : "tier";
      return { mayInvite: false, reason };
    },

    /**
     * Of the things notices are about (decision 0046), those the actor may see now, as "kind:id": a notice follows its
     * subject, so one about an event she was uninvited from, or a photo removed, is not hers to read any more. The
     * club itself is every member's; a kind this layer does not know is seen by nobody.
     */
    async readableNoticeSubjects(
      actor: Actor,
      subjects: ReadonlyArray<{ kind: string; id: string | null }>,
    ): Promise<Set<string>> {
      const readable = new Set<string>();
      const seen = new Set<string>();
      for (const { kind, id } of subjects) {
        const key = `${kind}:${id ?? ""}`;
        if (seen.has(key)) continue;
        seen.add(key);
        let may = false;
        if (kind === "club") may = true;
        else if (id === null) may = false;
        else if (kind === "event") {
          const event = await facts.eventFacts(id);
          may = event !== undefined && (await canReadEvent(actor, event));
        } else if (kind === "image") {
          const image = await facts.imageFacts(id);
          may = image !== undefined && (await canReadImage(actor, image));
        } else if (kind === "stay") {
          const listing = await facts.stayFacts(id);
          may = listing !== undefined && stayRules.read(actor, listing);
        } else if (kind === "member") {
          const userId = Number(id);
          const row =
            /^[1-9]\d{0,9}$/.test(id) && userId <= 2_147_483_647 ? await facts.memberFacts(userId) : undefined;
          may = row !== undefined && profileRules.read(actor, { active: row.active === 1 && row.closing === null });
        } else if (kind === "conversation") {
          may = await facts.takesPartInConversation(actor.user_id, id);
        } else if (kind === "introduction") {
          const introduction = await facts.introductionFacts(id);
          may = introduction !== undefined && introductionRules.read(actor, introduction);
        } else if (kind === "sponsorship") may = await sponsorshipAccess(db).noticeReadable(actor, id);
        if (may) readable.add(key);
      }
      return readable;
    },

    /** Whether another member may see a comment's target, from the facts already read: a notice goes only to those who may. */
    canReadCommentable: (actor: Actor, target: Commentable) =>
      target.kind === "image" ? canReadImage(actor, target.facts) : canReadEventInside(actor, target.facts),
  };
}

export type AccessControl = ReturnType<typeof accessControl>;

/** 403 with its own code: the web tells a lapsed member why, and how to renew. */
export const membershipLapsed = () =>
  new HttpError(
    403,
    "membership_lapsed",
    "Your membership has lapsed: you can read it on your membership page, and take part again once an admin renews it.",
  );
