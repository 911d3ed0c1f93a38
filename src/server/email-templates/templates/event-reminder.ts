import { clubLink, segment, type EmailContext } from "../context.ts";
import { formatEventTime, type EventTime } from "../event-time.ts";
import { renderLayout, type RenderedEmail } from "../layout.ts";

export interface EventReminderData {
  name: string;
  eventId: string;
  eventTitle: string;
  when: EventTime;
  /** The address, or the virtual link (participants only are reminded). */
  location?: string | undefined;
  isPhysical: boolean;
}

/** Sent a chosen time before the start to each participant, with the event's .ics file attached. */
export function eventReminderEmail(
  { name, eventId, eventTitle, when, location, isPhysical }: EventReminderData,
  context: EmailContext,
): RenderedEmail {
  const url = clubLink(context, `/events/${segment(eventId)}`);
  const whenText = formatEventTime(when, context);
  return renderLayout(context, {
    subject: `Reminder: ${eventTitle}, ${whenText}`,
    preheader: `${eventTitle} is coming up on ${whenText}.`,
    heading: "See you soon",
    blocks: [
      { type: "paragraph", text: `Dear ${name},` },
      {
        type: "paragraph",
        text: `A reminder that ${eventTitle} is coming up. The calendar file attached adds it to your calendar. If you can no longer come, please leave the event so that a member on the waitlist may take your seat.`,
      },
      {
        type: "details",
        rows: [
          ["Event", eventTitle],
          ["When", whenText],
          ...(location ? ([[isPhysical ? "Where" : "Link", location]] as const) : []),
        ],
      },
      { type: "button", label: "View the event", url },
    ],
  });
}
