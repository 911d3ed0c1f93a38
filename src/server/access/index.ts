/**
 * The access layer's only door (decision 22, issue 31). A service asks it before acting on a member's things:
 * `can.<kind>.<action>(actor, facts…)` for a thing already read, `accessControl(db)` for the questions that read facts
 * (an event's relation, an image's event, a home's accepted stays), and `filter(actor, kind)` for the SQL predicate a
 * list's query filters with. The rules themselves (`rules.ts`) are private to this folder.
 */
import { conversationRules, readableMessages } from "./conversation-rules.ts";
import { recapRules } from "./recap-rules.ts";
import {
  adminRules,
  commentRules,
  eventRules,
  imageRules,
  memberRules,
  profileRules,
  quotableComments,
  readableComments,
  readableEventInsides,
  readableEvents,
  readableImages,
  readableProfileFieldRows,
  readableProfiles,
  type Actor,
} from "./rules.ts";
import { imagePersonRules } from "./image-person-rules.ts";
import { readableStays, stayRequestRules, stayRules } from "./stay-rules.ts";
import { dutyRules, membershipRules } from "./membership-rules.ts";

/** What an actor may do to a thing whose facts the caller has read: `can.event.manage(actor, event)`. */
export const can = {
  admin: adminRules,
  comment: commentRules,
  conversation: conversationRules,
  duty: dutyRules,
  event: eventRules,
  image: imageRules,
  imagePerson: imagePersonRules,
  member: memberRules,
  membership: membershipRules,
  profile: profileRules,
  recap: recapRules,
  stay: stayRules,
  stayRequest: stayRequestRules,
} as const;

const FILTERS = {
  comment: readableComments,
  quotableComment: quotableComments,
  event: readableEvents,
  eventInside: readableEventInsides,
  image: readableImages,
  message: readableMessages,
  profile: readableProfiles,
  profileField: readableProfileFieldRows,
  stay: readableStays,
} as const;

/** The SQL predicate of the things of a kind the actor may see, for a list's `where`: `filter(viewer, "event")`. */
export function filter<Kind extends keyof typeof FILTERS>(
  actor: Actor,
  kind: Kind,
): ReturnType<(typeof FILTERS)[Kind]> {
  return FILTERS[kind](actor) as ReturnType<(typeof FILTERS)[Kind]>;
}

export { accessControl, membershipLapsed, relationsKnowing } from "./access.ts";
export { classActor, filterAdded, type AddedKind } from "./relation-additions.ts";
export { conversationAccess } from "./conversations-access.ts";
export { introductionAccess } from "./introductions-access.ts";
export { exhibitionAccess } from "./exhibitions-access.ts";
export type { ExhibitionAccess, ExhibitionView } from "./exhibitions-access.ts";
export { sponsorshipAccess } from "./sponsorships-access.ts";
export type { IntroductionAccess } from "./introductions-access.ts";
export type { IntroductionFacts, IntroductionRole } from "./introduction-rules.ts";
export type { ConversationFacts, MessagingFacts } from "./conversation-rules.ts";
export type { RecapEventFacts, RecapPhotoFacts, RecapRefusal } from "./recap-rules.ts";
export type { ConversationAccess } from "./conversations-access.ts";
export type { AccessControl, Commentable, EventKnowingParticipants } from "./access.ts";
export type { EventInvitations } from "./access-repository.ts";
export {
  adminPowerInForce,
  DEFAULT_HIDDEN_FIELDS,
  hasSecondFactor,
  NO_RELATION,
  presentMember,
  REQUIRE_SECOND_FACTOR_FOR_ALL,
  secondFactorForAllSetting,
  visibleProfileField,
} from "./rules.ts";
export { membershipState, membershipTerm, MEMBERSHIP_WINDOW_DAYS } from "./membership-rules.ts";
export type { InviteFacts } from "./membership-rules.ts";
export type {
  Actor,
  AdminFacts,
  EventFacts,
  EventRelation,
  ImageFacts,
  InvitationState,
  MemberFacts,
} from "./rules.ts";
export type { ImagePersonFacts } from "./image-person-rules.ts";
export type { StayFacts, StayRequestFacts } from "./stay-rules.ts";
export type { DutyFacts, MembershipState } from "./membership-rules.ts";
