import type { CSSProperties } from "react";
import { Link } from "react-router";
import type { Event } from "../../../../shared/events.ts";
import { formatCardDate, truncateDescription } from "../lib/format.ts";

/** One event in the grid: read at a glance, the whole card a link to the event page (by slug). */
export function EventCard({ event }: { event: Event }) {
  const style = {
    "--event-color": event.color,
    ...(event.image_url ? { "--event-image": `url("${event.image_url}")` } : {}),
  } as CSSProperties;
  return (
    <li className={event.image_url ? "event-card event-card--image" : "event-card"} style={style}>
      <Link to={`/events/${event.slug}`} className="event-card__link">
        <span className="event-card__meta">
          <span className="event-card__swatch" aria-hidden="true" />
          {event.type_label}
          {event.exclusivity === "invite-only" && <span className="event-card__badge">Invite-only</span>}
        </span>
        <h2 className="event-card__title">{event.title}</h2>
        <p className="event-card__date">{formatCardDate(event.event_date, event.end_date)}</p>
        <p className="event-card__description">{truncateDescription(event.description)}</p>
      </Link>
    </li>
  );
}
