import type { Event } from "../../../../shared/events.ts";

/** Where: the address parts of an in-person event, or the virtual link, or "No link provided". */
export function EventLocation({ event }: { event: Event }) {
  if (!event.is_physical) {
    return event.virtual_link ? (
      <a href={event.virtual_link} target="_blank" rel="noreferrer noopener" className="event-details__link">
        {event.virtual_link}
      </a>
    ) : (
      <span>No link provided</span>
    );
  }
  const locality = [event.city, [event.state, event.zip_code].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return (
    <address className="event-details__address">
      {[event.location, locality, event.country].filter(Boolean).map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  );
}
