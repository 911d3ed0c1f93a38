import type { HomeEvent } from "../../../../shared/profiles.ts";

/** "Saturday, 14 June 2031 · 15:00–19:30", in the event's own zone as its page shows it. */
export function whenOf(event: Pick<HomeEvent, "event_date" | "start_time" | "end_time">) {
  const [year, month, day] = event.event_date.split("-").map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day!)).toLocaleDateString("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return `${date} · ${event.start_time}–${event.end_time}`;
}
