import { clubLink, segment, type EmailContext } from "../context.ts";
import { formatEventTime, type EventTime } from "../event-time.ts";
import { renderLayout, type RenderedEmail } from "../layout.ts";

export interface JoinConfirmationData {
  name: string;
  eventId: string;
  eventTitle: string;
  when: EventTime;
  location?: string | undefined;
}

export function joinConfirmationEmail(
  { name, eventId, eventTitle, when, location }: JoinConfirmationData,
  context: EmailContext,
): RenderedEmail {
  const url = clubLink(context, `/events/${segment(eventId)}`);
  const whenText = formatEventTime(when, context);
  return renderLayout(context, {
    subject: `You're attending ${eventTitle}`,
    preheader: `See you on ${whenText}.`,
    heading: "Your place is confirmed",
    blocks: [
      { type: "paragraph", text: `Dear ${name},` },
      { type: "paragraph", text: `You have joined ${eventTitle}. We look forward to seeing you.` },
      {
        type: "details",
        rows: [["Event", eventTitle], ["When", whenText], ...(location ? ([["Where", location]] as const) : [])],
      },
      { type: "button", label: "View the event", url },
    ],
  });
}
