import { clubLink, segment, type EmailContext } from "../context.ts";
import { renderLayout, type RenderedEmail } from "../layout.ts";

export interface EventMessageData {
  name: string;
  eventId: string;
  eventTitle: string;
  organiser: string;
  text: string;
}

/** An event's organiser wrote to all its participants (decision 0062): her words, as she wrote them. */
export function eventMessageEmail(
  { name, eventId, eventTitle, organiser, text }: EventMessageData,
  context: EmailContext,
): RenderedEmail {
  return renderLayout(context, {
    subject: `${organiser} about ${eventTitle}`,
    preheader: text.slice(0, 120),
    heading: `A word about ${eventTitle}`,
    blocks: [
      { type: "paragraph", text: `Dear ${name},` },
      { type: "paragraph", text: `${organiser} wrote to everyone taking part in ${eventTitle}:` },
      { type: "quote", text },
      { type: "button", label: "View the event", url: clubLink(context, `/events/${segment(eventId)}`) },
    ],
  });
}
