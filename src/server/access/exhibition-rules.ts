import { eventRules, type Actor, type EventFacts } from "./rules.ts";
import { type MembershipState } from "./membership-rules.ts";

/** What decides whether she may exhibit in an event (decision 72). */
export interface ExhibitingFacts {
  /** An organiser or an admin made the event an exhibition. */
  exhibition: boolean;
  /** She may read the event's inside (for a confidential gathering: she takes part, organises it, or is an admin). */
  inside: boolean;
  /** The event has started or was cancelled: its exhibits are fixed. */
  closed: boolean;
  state: MembershipState;
}

/** Who may see, show and withdraw exhibits (decision 72). */
export const exhibitionRules = {
  /** Make the event an exhibition or stop it, remove any exhibit: its organiser or an admin. */
  manage: (actor: Actor, event: EventFacts) => eventRules.manage(actor, event),
  /** The exhibits name members: they are the event's inside, as its participants are (decision 0059). */
  readExhibits: (inside: boolean) => inside,
  /** Show one of her showcase pieces: an exhibition whose inside she sees, not begun, her membership in force. */
  exhibit: (actor: Actor, facts: ExhibitingFacts) =>
    facts.exhibition && facts.inside && !facts.closed && (actor.admin || facts.state !== "lapsed"),
  /** Take an exhibit down: the member who showed it before the exhibition begins; its organiser or an admin always. */
  withdraw: (actor: Actor, event: EventFacts, exhibit: { user_id: number }, closed: boolean) =>
    exhibitionRules.manage(actor, event) || (exhibit.user_id === actor.user_id && !closed),
};
