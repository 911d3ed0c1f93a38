import type { CSSProperties } from "react";
import { Link } from "react-router";
import type { Event } from "../../../../shared/events.ts";
import { CoverImage } from "./CoverImage.tsx";
import { cardPlace, truncateDescription } from "../lib/format.ts";
import { EVENTS_COPY } from "../../../content/events.ts";
import { useClubDates } from "../../../lib/club-dates.ts";

/**
 * One event in the grid, read at a glance: what, when (date and time), where (the city, or "Online"), how many are
 * going, over its picture or banner when it has one; the whole card a link to the event page (by slug).
 */
export function EventCard({ event }: { event: Event }) {
  // A cover shows as a picture above the text; an older banner without one, under an ink wash.
  const picture = event.cover ? null : (event.image_url ?? event.bannerImage);
  const style = {
    "--event-color": event.color,
    ...(picture ? { "--event-image": `url("${picture}")` } : {}),
  } as CSSProperties;
  const going = event.participants.length;
  const place = cardPlace(event);
  const dates = useClubDates();
  return (
    <li
      className={picture ? "event-card event-card--image" : event.cover ? "event-card event-card--cover" : "event-card"}
      style={style}
    >
      <Link to={`/events/${event.slug}`} className="event-card__link">
        {event.cover && (
          <CoverImage cover={event.cover} sizes="(min-width: 44rem) 22rem, 100vw" className="event-card__cover" />
        )}
        <span className="event-card__meta">
          <span className="event-card__swatch" aria-hidden="true" />
          {event.type_label}
          {event.exclusivity === "invite-only" && (
            <span className="event-card__badge">{EVENTS_COPY.card.inviteOnly}</span>
          )}
          {event.confidential && (
            <span className="event-card__badge" title={EVENTS_COPY.confidential.markTitle}>
              {EVENTS_COPY.confidential.mark}
            </span>
          )}
        </span>
        <h2 className="event-card__title">{event.title}</h2>
        <p className="event-card__date">
          {dates.span({
            startDate: event.event_date,
            startTime: event.start_time,
            endDate: event.end_date,
            endTime: event.end_time,
          })}
        </p>
        <p className="event-card__facts">
          {place && <span>{place}</span>}
          <span>{EVENTS_COPY.card.going(going)}</span>
        </p>
        <p className="event-card__description">{truncateDescription(event.description)}</p>
      </Link>
    </li>
  );
}
