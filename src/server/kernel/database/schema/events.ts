import type { Generated } from "kysely";

// Events: the events and their series, who takes part, waits or is invited, and the personal calendar feeds.

/** An event: wall-clock date and times in its own IANA zone, plus the same start and end as instants (ms). */
export interface EventsTable {
  id: string;
  slug: string;
  title: string;
  description: string;
  note: string | null;
  color: string;
  type: string;
  exclusivity: string;
  event_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  timezone: string;
  starts_at: number;
  ends_at: number;
  is_physical: number;
  location: string | null;
  zip_code: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  virtual_link: string | null;
  banner_image_id: string | null;
  /** The banner image's variants and placeholder as the event answer shows them (JSON, EventCover; migration 0036). */
  cover: string | null;
  created_by: number | null;
  created_at: number;
  updated_at: number;
  /** Null: no limit (migration 0028). */
  capacity: number | null;
  /** JSON: seats held per member type, e.g. {"Travel Host": 4}. */
  reserved_seats: string | null;
  /** Wall-clock "YYYY-MM-DDTHH:MM" in the event's zone; null: held until the start. */
  reserved_until: string | null;
  rsvp_deadline: string | null;
  guests_max: number;
  /** Minutes before the start the reminder goes out; null: none (migration 0029). */
  reminder_minutes: number | null;
  /** The start instant the reminder was sent for. */
  reminded_for: number | null;
  /** Set when the event is cancelled: its page stays, with the reason. */
  cancelled_at: number | null;
  cancel_reason: string | null;
  /** RFC 5545 SEQUENCE: raised by each change of date, time or place and by the cancellation. */
  sequence: Generated<number>;
  /** The series this event is one date of (migration 0035). */
  series_id: string | null;
  /** 1: a confidential gathering, its participants and comments for those taking part (migration 0063). */
  confidential: number;
}

/** How a series repeats; its dates are events of their own (migration 0035). */
export interface EventSeriesTable {
  id: string;
  every: string;
  count: number | null;
  until: string | null;
  created_by: number | null;
  created_at: number;
}

export interface EventParticipantsTable {
  event_id: string;
  user_id: number;
  joined_at: number;
  /** JSON array of the guests' names. */
  guest_names: Generated<string>;
}

export interface EventWaitlistTable {
  event_id: string;
  user_id: number;
  guest_names: Generated<string>;
  waited_at: number;
}

export interface EventInvitationsTable {
  token_hash: string;
  event_id: string;
  user_id: number;
  invited_by: number | null;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

export interface CalendarFeedsTable {
  user_id: number;
  secret_hash: string;
  created_at: number;
}

/** An event's recap: a draft until sent, then sent once (migration 0070, decision 0069). */
export interface EventRecapsTable {
  event_id: string;
  text: string;
  show_attendance: number;
  audience: "participants" | "club";
  written_by: number | null;
  updated_at: number;
  sent_at: number | null;
  sent_by: number | null;
  /** The participants counted when it was sent, when the organiser chose to show it. */
  attendance: number | null;
  /** How many members it reached. */
  sent_to: number | null;
}

/** The photos chosen for a recap, in order (migration 0070). */
export interface EventRecapPhotosTable {
  event_id: string;
  image_id: string;
  position: number;
}
