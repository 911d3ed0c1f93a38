import { z } from "zod";
import {
  DEFAULT_REMINDER_MINUTES,
  EVENT_DEFAULTS,
  EVENT_LIMITS,
  EXCLUSIVITY,
  reservedSeatsSchema,
  seatCount,
  type EventType,
  type Exclusivity,
  type ReservedSeats,
} from "./event-limits.ts";
import { isUnitedStates, usStateName } from "./us-states.ts";
import { isCalendarDate, todayIn, wallClockIn } from "./calendar-date.ts";
import { EVENT_DATE_RANGE } from "./event-bounds.ts";
import { EVENT_TEXTS } from "./texts/events.ts";
import { categoryKeySchema } from "./event-categories.ts";

export const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);
/** A form field: blank strings and null mean "not given"; the defaults are applied afterwards, in one place. */
const formField = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullish());

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export function isIanaTimezone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
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

/** The fields of the event form as they arrive: every one optional, blank meaning "use the default". */
export const eventFieldsSchema = z.object({
  title: formField(text(EVENT_LIMITS.titleMax)),
  type: formField(categoryKeySchema),
  exclusivity: formField(z.enum(EXCLUSIVITY)),
  /** A confidential gathering (Chatham House rules): left out, false (or, on a change, as it was). */
  confidential: z.boolean().nullish(),
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
  /** Chatham House rules: who comes and what is said stay among those taking part (decision 0059). */
  confidential: boolean;
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
    confidential: raw.confidential ?? false,
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

/**
 * What a new event (or a new series' first date) must hold besides: an RSVP deadline not already passed, so that no
 * event is born with its replies closed. A change may set one that has passed: that is how an organiser closes replies.
 */
export function checkNewEvent(
  fields: EventFields,
  ctx: { addIssue(issue: { code: "custom"; message: string; path: string[] }): void },
  now = new Date(),
) {
  if (fields.rsvp_deadline && fields.rsvp_deadline <= wallClockIn(fields.timezone, now))
    ctx.addIssue({ code: "custom", message: EVENT_TEXTS.deadlinePassed, path: ["rsvp_deadline"] });
}

/** POST /api/events (the original client's fields plus end_date and timezone): the form with the defaults applied on the way in. */
export function eventCreateSchema(clubTimezone: string) {
  return eventFieldsSchema.transform((raw, ctx) => {
    const now = new Date();
    const fields = resolveEventFields(raw, ctx, clubTimezone, now);
    checkNewEvent(fields, ctx, now);
    return fields;
  });
}
export type EventCreateInput = z.input<ReturnType<typeof eventCreateSchema>>;

/**
 * PUT /api/events/:id: the original client sends the date as `date`; `event_date` is a synonym. A field left out keeps
 * its value; the merged event goes through the same rules as a new one.
 */
export const eventUpdateSchema = eventFieldsSchema.extend({ date: formField(eventDateSchema) });
export type EventUpdateInput = z.input<typeof eventUpdateSchema>;
export type EventUpdate = z.output<typeof eventUpdateSchema>;
