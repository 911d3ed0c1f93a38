// The kinds, limits, defaults and held seats events are made of: apart from the form's fields (event-fields.ts) and the
// answers (events.ts), which both build on them, so that event-fields.ts needs nothing from events.ts (no cycle).
import { z } from "zod";
import { MEMBER_TYPES, type MemberType } from "./member-limits.ts";
import { DEFAULT_EVENT_CATEGORIES } from "./event-category-defaults.ts";

/** The default categories' labels by key; the club's own list lives in the database (event-categories.ts). */
export const EVENT_TYPES: Readonly<Record<string, string>> = Object.fromEntries(
  DEFAULT_EVENT_CATEGORIES.map(({ key, label }) => [key, label]),
);
/** A category's key: the club's categories are its own (migration 0046), so any key the club has. */
export type EventType = string;

export const EXCLUSIVITY = ["open", "invite-only"] as const;
export type Exclusivity = (typeof EXCLUSIVITY)[number];
export const EXCLUSIVITY_LABELS: Record<Exclusivity, string> = { open: "Open", "invite-only": "Invite-only" };

/** The field sizes of the event form (docs/product/limits.md#field-limits). */
export const EVENT_LIMITS = {
  titleMax: 120,
  descriptionMax: 10_000,
  noteMax: 10_000,
  locationMax: 300,
  zipMax: 20,
  cityMax: 100,
  stateMax: 100,
  countryMax: 100,
  linkMax: 2_000,
  listMax: 200,
  invitesMax: 50,
  searchMax: 50,
  capacityMax: 10_000,
  guestsMax: 10,
  guestNameMax: 100,
  cancelReasonMax: 1000,
  reminderMinMinutes: 5,
  reminderMaxMinutes: 30 * 24 * 60,
} as const;

/** A new event reminds its participants a day before, unless the creator chooses otherwise. */
export const DEFAULT_REMINDER_MINUTES = 24 * 60;

/** What the create dialog applies on submit (docs/product/screens.md#event-dialog). */
export const EVENT_DEFAULTS = {
  title: "New Event",
  type: "entertainment",
  exclusivity: "open",
  description: "Default description",
  start_time: "16:00",
  end_time: "21:00",
  location: "Unset",
  color: "#d3d3d3",
  is_physical: true,
} as const satisfies Record<string, string | boolean>;

export const seatCount = (min: number) => z.number().int().min(min).max(EVENT_LIMITS.capacityMax);
/** Seats held per member type; a type left out or at 0 holds none. */
export const reservedSeatsSchema = z.partialRecord(z.enum(MEMBER_TYPES), seatCount(0));
export type ReservedSeats = Partial<Record<MemberType, number>>;
