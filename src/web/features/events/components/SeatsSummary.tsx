import type { Event } from "../../../../shared/events.ts";
import type { ClubDates } from "../../../../shared/dates/index.ts";
import { timezoneLabel } from "../lib/format.ts";
import { useClubDates } from "../../../lib/club-dates.ts";
import { EVENTS_COPY } from "../../../content/events.ts";

/** A wall-clock "2031-06-13T18:00" in the event's zone, for people to read. */
export const formatWallClock = (dates: ClubDates, value: string, timezone: string) =>
  EVENTS_COPY.seats.wallClock(
    dates.longDay(value.slice(0, 10)),
    dates.time(value.slice(11, 16)),
    timezoneLabel(timezone),
  );

/** Seats, held seats, guests, the RSVP deadline and the viewer's place on the waitlist. */
export function SeatsSummary({ event }: { event: Event }) {
  const dates = useClubDates();
  const taken = event.participants.reduce((sum, p) => sum + 1 + p.guests.length, 0);
  const held = Object.entries(event.reserved_seats_left).filter(([, seats]) => seats);
  const lines: string[] = [];
  if (event.capacity !== null) {
    const left = event.seats_left ?? 0;
    lines.push(EVENTS_COPY.seats.taken(taken, event.capacity, left));
  }
  if (event.waitlist_count > 0) lines.push(EVENTS_COPY.seats.waitlist(event.waitlist_count));
  if (held.length)
    lines.push(
      EVENTS_COPY.seats.held(
        held.map(([type, seats]) => [type, seats!] as const),
        event.reserved_until ? formatWallClock(dates, event.reserved_until, event.timezone) : null,
      ),
    );
  if (event.guests_max > 0) lines.push(EVENTS_COPY.seats.guests(event.guests_max));
  if (event.rsvp_deadline)
    lines.push(
      event.replies_closed
        ? EVENTS_COPY.seats.repliesClosed
        : EVENTS_COPY.seats.repliesClose(formatWallClock(dates, event.rsvp_deadline, event.timezone)),
    );
  if (lines.length === 0 && event.waitlist_position === null) return null;
  return (
    <div className="event-seats">
      {event.waitlist_position !== null && (
        <p className="event-seats__place">{EVENTS_COPY.seats.place(event.waitlist_position)}</p>
      )}
      {lines.length > 0 && (
        <ul className="event-seats__facts">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
