// The kinds, limits, defaults and held seats events are made of: apart from the form's fields (event-fields.ts) and the
// answers (events.ts), which both build on them, so that event-fields.ts needs nothing from events.ts (no cycle).
import { z } from "zod";
import { MEMBER_TYPES, type MemberType } from "./member-limits.ts";

/** Event categories with their display labels; `custom` is a category labelled "Custom". */
export const EVENT_TYPES = {
  travel: "Travel",
  "tea-party": "Tea Party",
  golf: "Golf",
  concert: "Concert",
  "arts-crafts": "Arts & Crafts",
  entertainment: "Entertainment",
  "cooking-food": "Cooking & Food",
  sports: "Sports",
  "hiking-camping": "Hiking & Camping",
  "book-club": "Book Club",
  "yoga-meditation": "Yoga & Meditation",
  picnic: "Picnic",
  "movie-screening": "Movie Screening",
  "charity-fundraising": "Charity & Fundraising",
  "arcade-escape": "Arcade & Escape Room",
  "wine-tasting": "Wine Tasting",
  karaoke: "Karaoke",
  "volunteer-day": "Volunteer Day",
  "fishing-trip": "Fishing Trip",
  golfing: "Golfing",
  potluck: "Potluck",
  "art-gallery": "Art Gallery",
  museum: "Museum",
  other: "Other",
  custom: "Custom",
} as const;
export type EventType = keyof typeof EVENT_TYPES;
export const EVENT_TYPE_KEYS = Object.keys(EVENT_TYPES) as [EventType, ...EventType[]];

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
