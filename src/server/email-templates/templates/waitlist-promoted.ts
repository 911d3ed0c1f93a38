import { clubLink, segment, type EmailContext } from "../context.ts";
import { formatEventTime, type EventTime } from "../event-time.ts";
import { renderLayout, type RenderedEmail } from "../layout.ts";

export interface WaitlistPromotedData {
  name: string;
  eventId: string;
  eventTitle: string;
  when: EventTime;
  location?: string | undefined;
  guests: number;
}

/** A seat freed and the member waiting first who could take it has it now. */
export function waitlistPromotedEmail(
  { name, eventId, eventTitle, when, location, guests }: WaitlistPromotedData,
  context: EmailContext,
): RenderedEmail {
  const url = clubLink(context, `/events/${segment(eventId)}`);
  const whenText = formatEventTime(when, context);
  const party = guests === 0 ? "" : ` Your ${guests === 1 ? "guest has a seat" : `${guests} guests have seats`} too.`;
  return renderLayout(context, {
    subject: `A seat is yours: ${eventTitle}`,
    preheader: `You are off the waitlist for ${eventTitle}.`,
    heading: "A seat has opened for you",
    blocks: [
      { type: "paragraph", text: `Dear ${name},` },
      {
        type: "paragraph",
        text: `A seat has freed at ${eventTitle} and it is now yours: you are taking part.${party} If you can no longer come, please leave the event so that the next member may take it.`,
      },
      {
        type: "details",
        rows: [["Event", eventTitle], ["When", whenText], ...(location ? ([["Where", location]] as const) : [])],
      },
      { type: "button", label: "View the event", url },
    ],
  });
}
