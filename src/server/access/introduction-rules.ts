import type { Actor } from "./rules.ts";

/** What the access layer knows of an introduction (decision 0062). */
export interface IntroductionFacts {
  asker_id: number;
  introducer_id: number;
  to_user_id: number;
  /** asked, forwarded, made or not-now. */
  state: string;
  /** When the introducer forwarded it: before that, the introduced member knows nothing of it. */
  forwarded_at: number | null;
}

/** How a member she would name as introducer stands to her and to the member she would meet. */
export interface IntroducerFacts {
  present: boolean;
  /** She holds the club's admin role. */
  admin: boolean;
  /** She took part in an event that has begun with the asker, and with the member to meet. */
  metAsker: boolean;
  metTo: boolean;
  /** Either of her and the asker has blocked the other. */
  blockedWithAsker: boolean;
}

export type IntroductionRole = "asker" | "introducer" | "introduced";

/**
 * Introductions (docs/product/conversations.md#introductions, decision 0062). Only its three members read one, and the
 * member to be introduced only once the introducer forwarded it: a request the introducer declined never reaches her.
 * Admins are no exception. The asker sees "asked" until it is made or "not now", whoever declined.
 */
export const introductionRules = {
  role(actor: Actor, introduction: IntroductionFacts): IntroductionRole | undefined {
    if (introduction.asker_id === actor.user_id) return "asker";
    if (introduction.introducer_id === actor.user_id) return "introducer";
    if (introduction.to_user_id === actor.user_id && introduction.forwarded_at !== null) return "introduced";
    return undefined;
  },

  read: (actor: Actor, introduction: IntroductionFacts) => introductionRules.role(actor, introduction) !== undefined,

  /** Where it stands as she may know it: the asker never learns it was forwarded. */
  stateSeenBy(actor: Actor, introduction: IntroductionFacts): string {
    const role = introductionRules.role(actor, introduction);
    return role === "asker" && introduction.state === "forwarded" ? "asked" : introduction.state;
  },

  forward: (actor: Actor, introduction: IntroductionFacts) =>
    introductionRules.role(actor, introduction) === "introducer" && introduction.state === "asked",

  accept: (actor: Actor, introduction: IntroductionFacts) =>
    introductionRules.role(actor, introduction) === "introduced" && introduction.state === "forwarded",

  decline: (actor: Actor, introduction: IntroductionFacts) =>
    introductionRules.forward(actor, introduction) || introductionRules.accept(actor, introduction),

  /**
   * Who may be asked to introduce: a present member other than the two, not blocked either way with the asker, who
   * holds the admin role or has met both. An admin introduces as a member does (she reads nothing an admin alone may
   * read), so her second factor does not matter here.
   */
  introducer: (candidate: IntroducerFacts) =>
    candidate.present && !candidate.blockedWithAsker && (candidate.admin || (candidate.metAsker && candidate.metTo)),
};
