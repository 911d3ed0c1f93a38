import { clubLink, segment, type EmailContext } from "../context.ts";
import { renderLayout, type RenderedEmail } from "../layout.ts";

export interface EventChangedData {
  name: string;
  eventId: string;
  eventTitle: string;
  /** What changed: its name, what it was, what it is. */
  changes: { field: string; before: string; after: string }[];
}

/** To everyone who joined or waits, when the date, time or place of an event changes. */
export function eventChangedEmail(
  { name, eventId, eventTitle, changes }: EventChangedData,
  context: EmailContext,
): RenderedEmail {
  const url = clubLink(context, `/events/${segment(eventId)}`);
  return renderLayout(context, {
    subject: `Changed: ${eventTitle}`,
    preheader: `The ${changes.map((c) => c.field.toLowerCase()).join(" and ")} of ${eventTitle} changed.`,
    heading: "An event has changed",
    blocks: [
      { type: "paragraph", text: `Dear ${name},` },
      { type: "paragraph", text: `The host has changed ${eventTitle}. Here is what is new:` },
      {
        type: "details",
        rows: changes.flatMap(({ field, before, after }) => [
          [`${field} (was)`, before] as const,
          [`${field} (now)`, after] as const,
        ]),
      },
      { type: "button", label: "View the event", url },
    ],
  });
}
