import type { Event } from "../../../../shared/events.ts";
import { formatLongDate, formatTime12, timezoneLabel } from "../lib/format.ts";

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A wall-clock "2031-06-13T18:00" in the event's zone, for people to read. */
export const formatWallClock = (value: string, timezone: string) =>
  `${formatLongDate(value.slice(0, 10))} at ${formatTime12(value.slice(11, 16))} (${timezoneLabel(timezone)})`;

/** Seats, held seats, guests, the RSVP deadline and the viewer's place on the waitlist. */
export function SeatsSummary({ event }: { event: Event }) {
  const taken = event.participants.reduce((sum, p) => sum + 1 + p.guests.length, 0);
  const held = Object.entries(event.reserved_seats_left).filter(([, seats]) => seats);
  const lines: string[] = [];
  if (event.capacity !== null) {
    const left = event.seats_left ?? 0;
    lines.push(
      `${taken} of ${plural(event.capacity, "seat")} taken · ${left === 0 ? "none left for you" : `${left} left for you`}`,
    );
  }
  if (event.waitlist_count > 0) lines.push(`${plural(event.waitlist_count, "member")} on the waitlist`);
  if (held.length)
    lines.push(
      `Held: ${held.map(([type, seats]) => `${plural(seats!, "seat")} for ${type} members`).join(", ")}${
        event.reserved_until ? `, until ${formatWallClock(event.reserved_until, event.timezone)}` : ", until the start"
      }`,
    );
  if (event.guests_max > 0) lines.push(`Each member may bring up to ${plural(event.guests_max, "guest")}.`);
  if (event.rsvp_deadline)
    lines.push(
      event.replies_closed
        ? "Replies have closed."
        : `Replies close on ${formatWallClock(event.rsvp_deadline, event.timezone)}.`,
    );
  if (lines.length === 0 && event.waitlist_position === null) return null;
  return (
    <div className="event-seats">
      {event.waitlist_position !== null && (
        <p className="event-seats__place">
          You are number {event.waitlist_position} on the waitlist. If a seat frees for you, you will take it and we
          will email you.
        </p>
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
