import type { ReactNode } from "react";
import type { Event } from "../../../../shared/events.ts";
import { EventCard } from "./EventCard.tsx";
import { EVENTS_COPY } from "../../../content/events.ts";

/** The cards, or an empty state that says what to do next. */
export function EventGrid({ events, empty }: { events: Event[]; empty: ReactNode }) {
  if (events.length === 0) return <div className="events-empty">{empty}</div>;
  return (
    <ul className="event-grid" aria-label={EVENTS_COPY.grid.label}>
      {events.map((event) => (
        <EventCard key={event.id} event={event} />
      ))}
    </ul>
  );
}
