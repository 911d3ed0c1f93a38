import type { Exclusivity } from "../../../shared/events.ts";
import type { MemberType } from "../../../shared/members.ts";

/**
 * Who may do what with events (DECISIONS §3 and §6), in one place. Routes and services ask these
 * questions; the repository's `visibleTo` filter is the SQL form of `canSee` and must stay in step with it.
 */
export interface Actor {
  user_id: number;
  type: MemberType;
  admin: boolean;
}

export interface EventFacts {
  exclusivity: Exclusivity | string;
  created_by: number | null;
}

/** The caller's invitation to an event: none, one still usable, one accepted before, or only expired or used-up ones. */
export type InvitationState = "none" | "pending" | "accepted" | "expired";

export interface Relation {
  isParticipant: boolean;
  invitation: InvitationState;
}

export const NO_RELATION: Relation = { isParticipant: false, invitation: "none" };

const isCreator = (actor: Actor, event: EventFacts) => event.created_by !== null && event.created_by === actor.user_id;

export const eventPolicy = {
  /** Any member but a Standard one; admins whatever their type. */
  canCreate(actor: Actor): boolean {
    return actor.admin || actor.type !== "Standard";
  },

  /** Open events to every member; invite-only ones to their creator, participants, invitees and admins. */
  canSee(actor: Actor, event: EventFacts, relation: Relation): boolean {
    return (
      actor.admin ||
      event.exclusivity === "open" ||
      isCreator(actor, event) ||
      relation.isParticipant ||
      relation.invitation !== "none"
    );
  },

  /** Edit, delete, write the note, choose the banner and announce: the creator or an admin. */
  canEdit(actor: Actor, event: EventFacts): boolean {
    return actor.admin || isCreator(actor, event);
  },

  /** Open events: anyone who sees them. Invite-only: the creator, an admin, or a member with a usable or accepted invitation. */
  canJoin(actor: Actor, event: EventFacts, relation: Relation): boolean {
    if (!eventPolicy.canSee(actor, event, relation)) return false;
    if (event.exclusivity === "open" || actor.admin || isCreator(actor, event)) return true;
    return relation.invitation === "pending" || relation.invitation === "accepted";
  },

  /** Members may invite others to any event they can see. */
  canInvite(actor: Actor, event: EventFacts, relation: Relation): boolean {
    return eventPolicy.canSee(actor, event, relation);
  },
};

/** Summarises the caller's invitation rows for one event. */
export function invitationState(rows: ReadonlyArray<{ used_at: number | null; expires_at: number }>, now = Date.now()): InvitationState {
  if (rows.length === 0) return "none";
  if (rows.some((r) => r.used_at !== null)) return "accepted";
  if (rows.some((r) => r.expires_at > now)) return "pending";
  return "expired";
}
