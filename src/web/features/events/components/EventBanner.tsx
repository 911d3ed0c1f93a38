import type { Event } from "../../../../shared/events.ts";
import { CoverImage } from "./CoverImage.tsx";

/** The event's banner image, or the club's own: fine brass arcs over an oxblood wash, drawn here rather than borrowed. */
export function EventBanner({ event }: { event: Event }) {
  if (event.cover) {
    return (
      <div className="event-banner">
        <CoverImage cover={event.cover} sizes="100vw" className="event-banner__cover" eager />
      </div>
    );
  }
  if (event.bannerImage) {
    return (
      <div className="event-banner">
        <img className="event-banner__image" src={event.bannerImage} alt="" />
      </div>
    );
  }
  return (
    <div className="event-banner event-banner--default" aria-hidden="true">
      <svg className="event-banner__art" viewBox="0 0 1200 360" preserveAspectRatio="xMidYMid slice" focusable="false">
        <g fill="none" strokeWidth="1">
          {Array.from({ length: 14 }, (_, i) => (
            <circle key={i} cx="980" cy="420" r={90 + i * 34} className="event-banner__arc" />
          ))}
          {Array.from({ length: 6 }, (_, i) => (
            <circle
              key={`s${i}`}
              cx="140"
              cy="-40"
              r={60 + i * 40}
              className="event-banner__arc event-banner__arc--soft"
            />
          ))}
        </g>
      </svg>
    </div>
  );
}
