import type { Event } from "../../../../shared/events.ts";
import { EVENTS_COPY } from "../../../content/events.ts";

/** An OpenStreetMap search for the address. */
export const mapSearchUrl = (lines: readonly string[]) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(lines.join(", "))}`;

/** Where: the address parts of an in-person event, or the virtual link, or "No link provided". */
export function EventLocation({ event }: { event: Event }) {
  if (!event.is_physical) {
    if (event.virtual_link === undefined) return <span>{EVENTS_COPY.location.linkHidden}</span>;
    return event.virtual_link ? (
      <a href={event.virtual_link} target="_blank" rel="noreferrer noopener" className="event-details__link">
        {event.virtual_link}
      </a>
    ) : (
      <span>{EVENTS_COPY.location.noLink}</span>
    );
  }
  const locality = [event.city, [event.state, event.zip_code].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  // An empty field is absent: never the spec's placeholder "Unset".
  const lines = [event.location, locality, event.country].filter(
    (line): line is string => Boolean(line) && line !== "Unset",
  );
  if (lines.length === 0) return null;
  return (
    <>
      <address className="event-details__address">
        {lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      {/* A plain search link: no map script or tile from a third party is loaded on the club's pages. */}
      <a href={mapSearchUrl(lines)} target="_blank" rel="noreferrer noopener" className="event-details__map">
        {EVENTS_COPY.location.openMap}
        <span className="visually-hidden">{EVENTS_COPY.location.newTab}</span>
      </a>
    </>
  );
}
