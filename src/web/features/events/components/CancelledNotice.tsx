import type { Event } from "../../../../shared/events.ts";
import { EVENTS_COPY } from "../../../content/events.ts";

/** The banner of a cancelled event, with the reason its host gave. */
export function CancelledNotice({ event }: { event: Event }) {
  if (event.cancelled_at === null) return null;
  return (
    <section className="event-cancelled" aria-labelledby="event-cancelled-title">
      <h2 id="event-cancelled-title" className="event-cancelled__title">
        {EVENTS_COPY.cancelledNotice.title}
      </h2>
      <p>{event.cancel_reason ?? EVENTS_COPY.cancelledNotice.noReason}</p>
    </section>
  );
}
