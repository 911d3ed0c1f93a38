import type { ReactNode } from "react";
import type { Event } from "../../../../shared/events.ts";
import { EventCard } from "./EventCard.tsx";

/** The cards, or an empty state that says what to do next. */
export function EventGrid({ events, empty }: { events: Event[]; empty: ReactNode }) {
  if (events.length === 0) return <div className="events-empty">{empty}</div>;
  return (
    <ul className="event-grid" aria-label="Events">
      {events.map((event) => (
        <EventCard key={event.id} event={event} />
      ))}
    </ul>
  );
}
