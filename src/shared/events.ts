import { z } from "zod";
import { eventCoverSchema } from "./event-cover.ts";
import { okMessageSchema } from "./answers.ts";
import { countParam, idParam } from "./integers.ts";
import { MEMBER_TYPES, type MemberType } from "./member-limits.ts";
import { isUnitedStates, usStateName } from "./us-states.ts";
import { EVENT_DATE_RANGE } from "./event-bounds.ts";
import { EVENT_TEXTS } from "./texts/events.ts";

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

const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);
/** A form field: blank strings and null mean "not given"; the defaults are applied afterwards, in one place. */
const formField = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullish());

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return month >= 1 && month <= 12 && day >= 1 && day <= days;
}

export function isIanaTimezone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Today's date (YYYY-MM-DD) in a time zone. */
export function todayIn(timezone: string, now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: timezone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** A date that may carry a time part: the date is taken before the "T". */
export const eventDateSchema = z.preprocess(
  (value) => (typeof value === "string" ? value.trim().split("T")[0] : value),
  z
    .string()
    .refine(isCalendarDate, { message: EVENT_TEXTS.invalidDate, abort: true })
    .refine((date) => date >= EVENT_DATE_RANGE.min && date <= EVENT_DATE_RANGE.max, EVENT_TEXTS.dateOutOfRange),
);
export const eventTimeSchema = z.preprocess(
  (value) => (typeof value === "string" && /^\d{2}:\d{2}:\d{2}$/.test(value.trim()) ? value.trim().slice(0, 5) : value),
  z.string().trim().regex(TIME, EVENT_TEXTS.invalidTime),
);
const colorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, EVENT_TEXTS.invalidColor)
  .transform((c) => c.toLowerCase());
const linkSchema = z
  .string()
  .trim()
  .max(EVENT_LIMITS.linkMax)
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value), EVENT_TEXTS.invalidLink);
const text = (max: number) => z.string().trim().max(max);

/** A wall-clock date and time in the event's zone, as a datetime-local field gives it: "2026-05-01T18:00". */
const wallClockSchema = z.preprocess(
  (value) => (typeof value === "string" ? value.trim().slice(0, 16) : value),
  z
    .string()
    .refine(
      (value) =>
        /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/.test(value) &&
        isCalendarDate(value.slice(0, 10)) &&
        value >= EVENT_DATE_RANGE.min &&
        value.slice(0, 10) <= EVENT_DATE_RANGE.max,
      EVENT_TEXTS.invalidWallClock,
    ),
);
const seatCount = (min: number) => z.number().int().min(min).max(EVENT_LIMITS.capacityMax);
/** Seats held per member type; a type left out or at 0 holds none. */
export const reservedSeatsSchema = z.partialRecord(z.enum(MEMBER_TYPES), seatCount(0));
export type ReservedSeats = Partial<Record<MemberType, number>>;

/** The fields of the event form as they arrive: every one optional, blank meaning "use the default". */
export const eventFieldsSchema = z.object({
  title: formField(text(EVENT_LIMITS.titleMax)),
  type: formField(z.enum(EVENT_TYPE_KEYS)),
  exclusivity: formField(z.enum(EXCLUSIVITY)),
  description: formField(text(EVENT_LIMITS.descriptionMax)),
  note: formField(text(EVENT_LIMITS.noteMax)),
  color: formField(colorSchema),
  event_date: formField(eventDateSchema),
  end_date: formField(eventDateSchema),
  start_time: formField(eventTimeSchema),
  end_time: formField(eventTimeSchema),
  timezone: formField(z.string().trim().refine(isIanaTimezone, EVENT_TEXTS.invalidTimezone)),
  is_physical: z.boolean().nullish(),
  location: formField(text(EVENT_LIMITS.locationMax)),
  zip_code: formField(text(EVENT_LIMITS.zipMax)),
  city: formField(text(EVENT_LIMITS.cityMax)),
  state: formField(text(EVENT_LIMITS.stateMax)),
  country: formField(text(EVENT_LIMITS.countryMax)),
  virtual_link: formField(linkSchema),
  capacity: seatCount(1).nullish(),
  reserved_seats: reservedSeatsSchema.nullish(),
  reserved_until: formField(wallClockSchema),
  rsvp_deadline: formField(wallClockSchema),
  guests_max: z.number().int().min(0).max(EVENT_LIMITS.guestsMax).nullish(),
  /** Minutes before the start; null: no reminder; left out: a day (or, on a change, as it was). */
  reminder_minutes: z
    .number()
    .int()
    .min(EVENT_LIMITS.reminderMinMinutes)
    .max(EVENT_LIMITS.reminderMaxMinutes)
    .nullable()
    .optional(),
});
export type EventFieldsInput = z.input<typeof eventFieldsSchema>;
export type EventFieldsRaw = z.output<typeof eventFieldsSchema>;

/** An event's fields once the defaults and the physical/virtual null rules are applied: what is stored. */
export interface EventFields {
  title: string;
  type: EventType;
  exclusivity: Exclusivity;
  description: string;
  note: string | null;
  color: string;
  event_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  timezone: string;
  is_physical: boolean;
  location: string | null;
  zip_code: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  virtual_link: string | null;
  /** Seats, guests included; null: no limit. */
  capacity: number | null;
  reserved_seats: ReservedSeats | null;
  /** When the reserved seats open to everyone (wall clock in the event's zone); null: at the start. */
  reserved_until: string | null;
  rsvp_deadline: string | null;
  guests_max: number;
  /** Null: no reminder. */
  reminder_minutes: number | null;
}

/** Applies the defaults (docs/product/screens.md#event-dialog) and the checks across fields (docs/product/limits.md#event-dates); reports problems on `ctx`. */
export function resolveEventFields(
  raw: EventFieldsRaw,
  ctx: { addIssue(issue: { code: "custom"; message: string; path: string[] }): void },
  clubTimezone: string,
  now = new Date(),
): EventFields {
  const timezone = raw.timezone ?? clubTimezone;
  const isPhysical = raw.is_physical ?? EVENT_DEFAULTS.is_physical;
  const eventDate = raw.event_date ?? todayIn(timezone, now);
  const fields: EventFields = {
    title: raw.title ?? EVENT_DEFAULTS.title,
    type: raw.type ?? EVENT_DEFAULTS.type,
    exclusivity: raw.exclusivity ?? EVENT_DEFAULTS.exclusivity,
    description: raw.description ?? EVENT_DEFAULTS.description,
    note: raw.note ?? null,
    color: raw.color ?? EVENT_DEFAULTS.color,
    event_date: eventDate,
    end_date: raw.end_date ?? eventDate,
    start_time: raw.start_time ?? EVENT_DEFAULTS.start_time,
    end_time: raw.end_time ?? EVENT_DEFAULTS.end_time,
    timezone,
    is_physical: isPhysical,
    location: isPhysical ? (raw.location ?? EVENT_DEFAULTS.location) : null,
    zip_code: isPhysical ? (raw.zip_code ?? null) : null,
    city: isPhysical ? (raw.city ?? null) : null,
    state: isPhysical ? (raw.state ?? null) : null,
    country: isPhysical ? (raw.country ?? null) : null,
    virtual_link: isPhysical ? null : (raw.virtual_link ?? null),
    capacity: raw.capacity ?? null,
    reserved_seats: null,
    reserved_until: raw.reserved_until ?? null,
    rsvp_deadline: raw.rsvp_deadline ?? null,
    guests_max: raw.guests_max ?? 0,
    reminder_minutes: raw.reminder_minutes === undefined ? DEFAULT_REMINDER_MINUTES : raw.reminder_minutes,
  };
  const held = Object.entries(raw.reserved_seats ?? {}).filter(([, seats]) => seats! > 0);
  if (held.length) {
    fields.reserved_seats = Object.fromEntries(held) as ReservedSeats;
    const total = held.reduce((sum, [, seats]) => sum + seats!, 0);
    if (fields.capacity === null)
      ctx.addIssue({ code: "custom", message: EVENT_TEXTS.reservedWithoutCapacity, path: ["reserved_seats"] });
    else if (total > fields.capacity)
      ctx.addIssue({ code: "custom", message: EVENT_TEXTS.reservedAboveCapacity, path: ["reserved_seats"] });
  } else fields.reserved_until = null;
  const start = `${fields.event_date}T${fields.start_time}`;
  if (fields.rsvp_deadline && fields.rsvp_deadline >= start)
    ctx.addIssue({ code: "custom", message: EVENT_TEXTS.deadlineAfterStart, path: ["rsvp_deadline"] });
  if (fields.reserved_until && fields.reserved_until >= start)
    ctx.addIssue({ code: "custom", message: EVENT_TEXTS.releaseAfterStart, path: ["reserved_until"] });
  if (`${fields.end_date}T${fields.end_time}` <= `${fields.event_date}T${fields.start_time}`) {
    const path = fields.end_date < fields.event_date ? "end_date" : "end_time";
    ctx.addIssue({ code: "custom", message: EVENT_TEXTS.endBeforeStart, path: [path] });
  }
  if (fields.state && isUnitedStates(fields.country)) {
    const name = usStateName(fields.state);
    if (name) fields.state = name;
    else ctx.addIssue({ code: "custom", message: EVENT_TEXTS.invalidState, path: ["state"] });
  }
  return fields;
}

/** POST /api/events (the original client's fields plus end_date and timezone): the form with the defaults applied on the way in. */
export function eventCreateSchema(clubTimezone: string) {
  return eventFieldsSchema.transform((raw, ctx) => resolveEventFields(raw, ctx, clubTimezone));
}
export type EventCreateInput = z.input<ReturnType<typeof eventCreateSchema>>;

/**
 * PUT /api/events/:id: the original client sends the date as `date`; `event_date` is a synonym. A field left out keeps
 * its value; the merged event goes through the same rules as a new one.
 */
export const eventUpdateSchema = eventFieldsSchema.extend({ date: formField(eventDateSchema) });
export type EventUpdateInput = z.input<typeof eventUpdateSchema>;
export type EventUpdate = z.output<typeof eventUpdateSchema>;

/** PUT /api/events/:id/banner: one of the event's own images, or null for the default banner (docs/product/access.md#managing-events). */
export const eventBannerSchema = z.object({ imageId: z.string().trim().min(1).max(200).nullable() });

export const eventPersonSchema = z.object({ user_id: z.number().int(), name: z.string() });
export type EventPerson = z.infer<typeof eventPersonSchema>;
/** A participant with the guests she brings (shown under her). */
export const eventParticipantSchema = eventPersonSchema.extend({
  /** Her photo (its 160 px square); absent when she has none. */
  avatar_url: z.string().nullable().optional(),
  guests: z.array(z.string()),
});
export type EventParticipant = z.infer<typeof eventParticipantSchema>;

/** One event as every events call answers it. */
export const eventSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  note: z.string().nullable(),
  color: z.string(),
  type: z.enum(EVENT_TYPE_KEYS),
  type_label: z.string(),
  exclusivity: z.enum(EXCLUSIVITY),
  event_date: z.string(),
  end_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  timezone: z.string(),
  /** The start as an instant (ISO 8601, UTC), for sorting and "upcoming" on the client. */
  starts_at: z.string(),
  ends_at: z.string(),
  is_physical: z.boolean(),
  location: z.string().nullable(),
  zip_code: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  /** Only for those taking part, the creator and admins: absent for everyone else. */
  virtual_link: z.string().nullable().optional(),
  image_url: z.string().nullable(),
  bannerImage: z.string().nullable(),
  banner_image_id: z.string().nullable(),
  cover: eventCoverSchema.nullable(),
  participants: z.array(eventParticipantSchema),
  capacity: z.number().int().nullable(),
  reserved_seats: reservedSeatsSchema,
  reserved_until: z.string().nullable(),
  rsvp_deadline: z.string().nullable(),
  /** The deadline as an instant (ISO 8601, UTC). */
  rsvp_deadline_at: z.string().nullable(),
  guests_max: z.number().int(),
  reminder_minutes: z.number().int().nullable(),
  waitlist_count: z.number().int(),
  /** When the event was cancelled (ISO 8601), or null; its page stays with the reason. */
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  /** The series the event is one date of (each date its own event), or null. */
  series_id: z.string().nullable(),
  created_by: eventPersonSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** What the caller may do, so the client shows only the buttons the server will honour. */
  is_participant: z.boolean(),
  can_edit: z.boolean(),
  can_join: z.boolean(),
  /** Free seats, guests counted; null: no limit. Seats still held for other member types are not free to the caller. */
  seats_left: z.number().int().nullable(),
  /** Seats still held per member type (empty once released or when none are). */
  reserved_seats_left: reservedSeatsSchema,
  /** The caller's place on the waitlist (1 is next), or null. */
  waitlist_position: z.number().int().nullable(),
  /** Past the RSVP deadline: join and leave are closed. */
  replies_closed: z.boolean(),
});
export type Event = z.infer<typeof eventSchema>;

/** POST /api/events/:id/cancel: the reason members are told, if any. */
export const cancelEventSchema = z
  .object({ reason: z.preprocess(blankToNull, z.string().trim().max(EVENT_LIMITS.cancelReasonMax).nullish()) })
  .nullish();

export const eventParamsSchema = z.object({ id: z.string().trim().min(1).max(200) });

const instantOrDate = z
  .string()
  .trim()
  .refine(
    (value) => isCalendarDate(value) || (value.includes("T") && !Number.isNaN(Date.parse(value))),
    EVENT_TEXTS.invalidDateOrInstant,
  );

/** GET /api/events: no parameters answers every visible event; these narrow it. */
export const eventListQuerySchema = z.object({
  from: instantOrDate.optional(),
  to: instantOrDate.optional(),
  limit: countParam(1, EVENT_LIMITS.listMax).optional(),
  cursor: z.string().trim().max(200).optional(),
  order: z.enum(["asc", "desc"]).optional(),
});
export type EventListQuery = z.infer<typeof eventListQuerySchema>;

/** POST /api/events/invite; eventTitle is what the original client sends and is not used. */
export const eventInviteSchema = z.object({
  eventId: z.string().trim().min(1).max(200),
  eventTitle: z.string().optional(),
  userIds: z.array(idParam()).min(1, EVENT_TEXTS.noMemberChosen).max(EVENT_LIMITS.invitesMax),
});
export const eventInviteAnswerSchema = okMessageSchema.extend({ invited: z.array(z.number().int()) });

export const invitationTokenParamsSchema = z.object({ token: z.string().trim().min(1).max(200) });
const joinedEventSchema = z.object({ id: z.string(), title: z.string(), slug: z.string() });
/** GET /api/events/invite/:token: the event joined, nested as the original client reads it (`event.id`, `event.title`) and flat as before. */
export const acceptedInvitationSchema = joinedEventSchema.extend({
  event: joinedEventSchema,
  status: z.enum(["joined", "waitlisted"]),
  position: z.number().int().optional(),
});

export const sendConfirmationSchema = z.object({
  eventId: z.string().trim().min(1).max(200),
  userId: idParam(),
});

/** GET /api/members?q= for the invite dialog: part of a name or a whole email; no emails in the answer. */
export const memberSearchQuerySchema = z.object({
  q: z.string().trim().min(1, EVENT_TEXTS.emptySearch).max(254),
  limit: countParam(1, EVENT_LIMITS.searchMax).optional(),
});
export const memberSearchResultSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  type: z.string(),
  /** Her photo (its 160 px square); null when she has none. */
  avatar_url: z.string().nullable().optional(),
});

/** The personal calendar feed (docs/product/limits.md#token-lifetimes). The secret is stored hashed, so its URL is shown only when made. */
export const calendarFeedSchema = z.object({
  url: z.string().nullable(),
  active: z.boolean(),
  created_at: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
