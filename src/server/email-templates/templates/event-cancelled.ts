import { clubLink, segment, type EmailContext } from "../context.ts";
import { formatEventTime, type EventTime } from "../event-time.ts";
import { renderLayout, type RenderedEmail } from "../layout.ts";

export interface EventCancelledData {
  name: string;
  eventId: string;
  eventTitle: string;
  when: EventTime;
  reason?: string | undefined;
  /** She was waiting for a seat rather than taking part. */
  waiting: boolean;
}

/** To everyone who joined or waited, with a METHOD:CANCEL calendar file. */
export function eventCancelledEmail(
  { name, eventId, eventTitle, when, reason, waiting }: EventCancelledData,
  context: EmailContext,
): RenderedEmail {
  const url = clubLink(context, `/events/${segment(eventId)}`);
  const whenText = formatEventTime(when, context);
  return renderLayout(context, {
    subject: `Cancelled: ${eventTitle}`,
    preheader: `${eventTitle} on ${whenText} will not take place.`,
    heading: "An event is cancelled",
    blocks: [
      { type: "paragraph", text: `Dear ${name},` },
      {
        type: "paragraph",
        text: `We are sorry: ${eventTitle}, which you ${waiting ? "were waiting for a seat at" : "had joined"}, will not take place. The calendar file attached removes it from your calendar.`,
      },
      {
        type: "details",
        rows: [["Event", eventTitle], ["When", whenText], ...(reason ? ([["Reason", reason]] as const) : [])],
      },
      { type: "button", label: "View the event", url },
    ],
  });
}
