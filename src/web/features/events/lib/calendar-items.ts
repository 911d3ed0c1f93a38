import type { Event } from "../../../../shared/events.ts";
import type { LocalDraft } from "./local-drafts.ts";
import type { ClubDates } from "../../../../shared/dates/index.ts";
import type { CalendarItem } from "./month-grid.ts";

/** An event on the month grid: its own colour, its days, a link to its page by slug. */
export const eventItem = (dates: ClubDates, event: Event): CalendarItem => ({
  id: event.id,
  title: event.title,
  color: event.color,
  from: event.event_date,
  to: event.end_date,
  time: dates.shortTime(event.start_time),
  href: `/events/${event.slug}`,
  cancelled: event.cancelled_at !== null,
});

export const draftItem = (draft: LocalDraft): CalendarItem => ({
  id: draft.id,
  title: draft.title,
  color: draft.color,
  from: draft.date,
  to: draft.date,
  time: null,
});

/** The events in the order a day lists them: by start. */
export const byStart = (events: readonly Event[]) =>
  [...events].sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
