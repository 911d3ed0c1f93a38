import type { Event } from "../../../../shared/events.ts";

export type EventView = "upcoming" | "past";

/**
 * The events of one view: upcoming ones (not yet ended) by start date ascending; past ones most
 * recent first. Search keeps the titles that contain the words typed, ignoring case.
 */
export function selectEvents(events: readonly Event[], view: EventView, search: string, now = Date.now()): Event[] {
  const wanted = search.trim().toLowerCase();
  const inView = events.filter((event) => Date.parse(event.ends_at) >= now === (view === "upcoming"));
  const found = wanted ? inView.filter((event) => event.title.toLowerCase().includes(wanted)) : inView;
  const direction = view === "upcoming" ? 1 : -1;
  return [...found].sort((a, b) => direction * (Date.parse(a.starts_at) - Date.parse(b.starts_at)));
}
