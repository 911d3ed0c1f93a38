import { eventRules, type Actor, type EventFacts, type EventRelation } from "./rules.ts";

/** What decides an event's recap (decision 0069): besides the event's facts, whether and how it has ended. */
export interface RecapEventFacts extends EventFacts {
  ends_at: number;
  cancelled_at: number | null;
}

/** Why a recap may not be written now, when its organiser asks; null when it may. */
export type RecapRefusal = "confidential" | "cancelled" | "notEnded" | null;

/** A photo as a recap would show it: the event it is linked to, whether it is down, whether anyone asked it down. */
export interface RecapPhotoFacts {
  associated_event_id: string | null;
  withheld_at: number | null;
  /** Any "Remove me" request was ever made for it, whatever was decided (decision 0056). */
  removal_asked: boolean;
}

export const recapRules = {
  /** Write, change and send it: whoever manages the event (its creator, or an admin with her power). */
  manage: (actor: Actor, event: EventFacts) => eventRules.manage(actor, event),

  /** Whether the event may have a recap at all, now: never a confidential gathering's, a cancelled one's, or before it ends. */
  refusal(event: RecapEventFacts, now: number): RecapRefusal {
    if (event.confidential) return "confidential";
    if (event.cancelled_at !== null) return "cancelled";
    if (event.ends_at > now) return "notEnded";
    return null;
  },

  /** To the whole club only for an open event (the club may read it); otherwise to its participants. */
  audience: (event: EventFacts, audience: "participants" | "club") =>
    audience === "participants" || event.exclusivity === "open",

  /**
   * A sent recap is read on the event's page by whoever may read the event's inside (a confidential gathering never has
   * one); a draft only by who may write it.
   */
  read: (actor: Actor, event: EventFacts, relation: EventRelation, recap: { sent_at: number | null }) =>
    recap.sent_at !== null ? eventRules.readInside(actor, event, relation) : eventRules.manage(actor, event),

  /**
   * A photo is in a recap only while it is this event's, not down, and no member ever asked to be removed from it: a
   * recap is the club showing itself, so a photo once asked down never returns to one (checked when chosen, when sent
   * and at every read).
   */
  showPhoto: (photo: RecapPhotoFacts, eventId: string) =>
    photo.associated_event_id === eventId && photo.withheld_at === null && !photo.removal_asked,
};
