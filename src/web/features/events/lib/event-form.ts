import {
  EVENT_DEFAULTS,
  eventFieldsSchema,
  resolveEventFields,
  todayIn,
  type Event,
  type EventFields,
  type EventType,
  type Exclusivity,
} from "../../../../shared/events.ts";

/** What the dialog's inputs hold: text as typed, blank meaning "use the default" (docs/product/screens.md#event-dialog). */
export interface EventForm {
  title: string;
  type: EventType | "";
  exclusivity: Exclusivity;
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
}
export type EventFormField = keyof EventForm;
export type EventFormErrors = Partial<Record<EventFormField, string>>;

export const STEP_ONE_FIELDS: readonly EventFormField[] = ["title", "type", "exclusivity", "description", "color"];

export const EMPTY_EVENT_FORM: EventForm = {
  title: "",
  type: "",
  exclusivity: EVENT_DEFAULTS.exclusivity,
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
};

/** The edit dialog starts from the event as it is. */
export function formFromEvent(event: Event): EventForm {
  return {
    title: event.title,
    type: event.type,
    exclusivity: event.exclusivity,
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
  };
}

export type Prepared =
  { ok: true; fields: EventFields; clubTimezone: boolean } | { ok: false; errors: EventFormErrors };

const browserTimezone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Checks the form with the shared schema and applies the defaults on submit, as the server will:
 * blank fields take their default, a virtual event drops the address, a physical one the link.
 */
export function prepareEvent(form: EventForm, now = new Date()): Prepared {
  const parsed = eventFieldsSchema.safeParse(form);
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
  const fields = resolveEventFields(raw, { addIssue: (issue) => note(issue.path[0], issue.message) }, zone, now);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, fields, clubTimezone: parsed.data.timezone == null };
}

/** The step (1 or 2) that holds the first field in error, to show it after a refused submit. */
export const stepOf = (errors: EventFormErrors): 1 | 2 => (STEP_ONE_FIELDS.some((field) => errors[field]) ? 1 : 2);
