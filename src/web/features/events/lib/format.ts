import type { Event } from "../../../../shared/events.ts";
import { EVENT_DEFAULTS } from "../../../../shared/event-limits.ts";
import { EVENTS_COPY } from "../../../content/events.ts";

/** Cards cut the description at 120 characters and add an ellipsis. */
export const CARD_DESCRIPTION_MAX = 120;

/** The date part of a value that may carry a time (the date is taken before the "T"). */
export const datePart = (value: string) => value.split("T")[0]!;

/** The description as a card shows it: at most 120 characters, then "…". */
export function truncateDescription(text: string, max = CARD_DESCRIPTION_MAX): string {
  const trimmed = text.trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max).trimEnd()}…`;
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
