import { format, parseISO } from "date-fns";
import type { Event } from "../../../../shared/events.ts";
import { EVENT_DEFAULTS } from "../../../../shared/event-limits.ts";
import { EVENTS_COPY } from "../../../content/events.ts";

/** Cards cut the description at 120 characters and add an ellipsis. */
export const CARD_DESCRIPTION_MAX = 120;

/** The date part of a value that may carry a time (the date is taken before the "T"). */
export const datePart = (value: string) => value.split("T")[0]!;

const calendarDate = (value: string) => parseISO(datePart(value));

/** A card's date, "MMM dd, yyyy", or "start to end" when the event ends on another day. */
export function formatCardDate(start: string, end?: string | null): string {
  const first = format(calendarDate(start), "MMM dd, yyyy");
  if (!end || datePart(end) === datePart(start)) return first;
  return EVENTS_COPY.format.dateRange(first, format(calendarDate(end), "MMM dd, yyyy"));
}

/** The description as a card shows it: at most 120 characters, then "…". */
export function truncateDescription(text: string, max = CARD_DESCRIPTION_MAX): string {
  const trimmed = text.trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max).trimEnd()}…`;
}

/** The event page's date in US long format: "Friday, May 1, 2026". */
export function formatLongDate(value: string): string {
  return format(calendarDate(value), "EEEE, MMMM d, yyyy");
}

/** "16:00" → "4:00 PM" (12-hour times). */
export function formatTime12(time: string): string {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const suffix = hours < 12 ? EVENTS_COPY.format.am : EVENTS_COPY.format.pm;
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/** "America/New_York" → "America/New York" for people to read. */
export const timezoneLabel = (zone: string) => zone.replaceAll("_", " ");

/** Where a card says the event is: "Online" for a virtual one, else its city, else its address unless unset. */
export function cardPlace(event: Pick<Event, "is_physical" | "city" | "location">): string | null {
  if (!event.is_physical) return EVENTS_COPY.format.online;
  if (event.city?.trim()) return event.city.trim();
  const location = event.location?.trim();
  return location && location !== EVENT_DEFAULTS.location ? location : null;
}
