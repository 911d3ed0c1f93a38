import { MEMBER_TYPES, type MemberType } from "../../../../shared/member-limits.ts";
import type { Event } from "../../../../shared/events.ts";
import {
  DEFAULT_REMINDER_MINUTES,
  EVENT_DEFAULTS,
  type EventType,
  type Exclusivity,
} from "../../../../shared/event-limits.ts";
import { todayIn } from "../../../../shared/calendar-date.ts";
import {
  checkNewEvent,
  eventFieldsSchema,
  resolveEventFields,
  type EventFields,
} from "../../../../shared/event-fields.ts";

/** What the dialog's inputs hold: text as typed, blank meaning "use the default" (docs/product/screens.md#event-dialog). */
export interface EventForm {
  title: string;
  type: EventType | "";
  exclusivity: Exclusivity;
  /** Chatham House rules (decision 0059). */
  confidential: boolean;
  description: string;
  color: string;
  event_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  /** Blank: the club's time zone, which the server applies. */
  timezone: string;
  is_physical: boolean;
  location: string;
  zip_code: string;
  city: string;
  state: string;
  country: string;
  virtual_link: string;
  /** Blank: no limit. */
  capacity: string;
  /** Seats held per member type, as typed; blank holds none. */
  reserved_seats: Record<MemberType, string>;
  reserved_until: string;
  rsvp_deadline: string;
  guests_max: string;
  /** Minutes before the start as text, or "off". */
  reminder_minutes: string;
}
export type EventFormField = keyof EventForm;
export type EventFormErrors = Partial<Record<EventFormField, string>>;

export const STEP_ONE_FIELDS: readonly EventFormField[] = [
  "title",
  "type",
  "exclusivity",
  "confidential",
  "description",
  "color",
];
export const SEAT_FIELDS: readonly EventFormField[] = [
  "capacity",
  "reserved_seats",
  "reserved_until",
  "rsvp_deadline",
  "guests_max",
  "reminder_minutes",
];
const NO_HELD_SEATS = Object.fromEntries(MEMBER_TYPES.map((type) => [type, ""])) as Record<MemberType, string>;

export const EMPTY_EVENT_FORM: EventForm = {
  title: "",
  type: "",
  exclusivity: EVENT_DEFAULTS.exclusivity,
  confidential: false,
  description: "",
  color: EVENT_DEFAULTS.color,
  event_date: "",
  end_date: "",
  start_time: "",
  end_time: "",
  timezone: "",
  is_physical: EVENT_DEFAULTS.is_physical,
  location: "",
  zip_code: "",
  city: "",
  state: "",
  country: "",
  virtual_link: "",
  capacity: "",
  reserved_seats: NO_HELD_SEATS,
  reserved_until: "",
  rsvp_deadline: "",
  guests_max: "",
  reminder_minutes: String(DEFAULT_REMINDER_MINUTES),
};

/** The edit dialog starts from the event as it is. */
export function formFromEvent(event: Event): EventForm {
  return {
    title: event.title,
    type: event.type,
    exclusivity: event.exclusivity,
    confidential: event.confidential,
    description: event.description,
    color: event.color,
    event_date: event.event_date,
    end_date: event.end_date,
    start_time: event.start_time,
    end_time: event.end_time,
    timezone: event.timezone,
    is_physical: event.is_physical,
    location: event.location ?? "",
    zip_code: event.zip_code ?? "",
    city: event.city ?? "",
    state: event.state ?? "",
    country: event.country ?? "",
    virtual_link: event.virtual_link ?? "",
    capacity: event.capacity === null ? "" : String(event.capacity),
    reserved_seats: Object.fromEntries(
      MEMBER_TYPES.map((type) => [type, event.reserved_seats[type] ? String(event.reserved_seats[type]) : ""]),
    ) as Record<MemberType, string>,
    reserved_until: event.reserved_until ?? "",
    rsvp_deadline: event.rsvp_deadline ?? "",
    guests_max: event.guests_max ? String(event.guests_max) : "",
    reminder_minutes: event.reminder_minutes === null ? "off" : String(event.reminder_minutes),
  };
}

/** A number field as typed: blank is "not given"; anything else goes to the schema, which names what is wrong. */
const typedNumber = (text: string) => (text.trim() === "" ? null : Number(text));

/** The form as the shared schema reads it: numbers for the seat fields. */
function toInput(form: EventForm) {
  const held = Object.entries(form.reserved_seats).filter(([, text]) => text.trim() !== "");
  return {
    ...form,
    capacity: typedNumber(form.capacity),
    guests_max: typedNumber(form.guests_max),
    reminder_minutes: form.reminder_minutes === "off" ? null : Number(form.reminder_minutes),
    reserved_seats: held.length ? Object.fromEntries(held.map(([type, text]) => [type, Number(text)])) : null,
  };
}

export type Prepared =
  { ok: true; fields: EventFields; clubTimezone: boolean } | { ok: false; errors: EventFormErrors };

const browserTimezone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Checks the form with the shared schema and applies the defaults on submit, as the server will:
 * blank fields take their default, a virtual event drops the address, a physical one the link.
 */
export function prepareEvent(form: EventForm, now = new Date(), isNew = false): Prepared {
  const parsed = eventFieldsSchema.safeParse(toInput(form));
  const errors: EventFormErrors = {};
  const note = (path: PropertyKey | undefined, message: string) => {
    const field = String(path) as EventFormField;
    errors[field] ??= message;
  };
  if (!parsed.success) {
    for (const issue of parsed.error.issues) note(issue.path[0], issue.message);
    return { ok: false, errors };
  }
  const zone = parsed.data.timezone ?? browserTimezone();
  const raw = { ...parsed.data, event_date: parsed.data.event_date ?? todayIn(zone, now) };
  const issues = { addIssue: (issue: { path: string[]; message: string }) => note(issue.path[0], issue.message) };
  const fields = resolveEventFields(raw, issues, zone, now);
  if (isNew) checkNewEvent(fields, issues, now);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, fields, clubTimezone: parsed.data.timezone == null };
}

export type Step = 1 | 2 | 3;

/** The step that holds the first field in error, to show it after a refused submit. */
export const stepOf = (errors: EventFormErrors): Step =>
  STEP_ONE_FIELDS.some((field) => errors[field]) ? 1 : SEAT_FIELDS.some((field) => errors[field]) ? 3 : 2;
