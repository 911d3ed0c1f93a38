import { eventRules, type Actor, type EventFacts } from "./rules.ts";

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
