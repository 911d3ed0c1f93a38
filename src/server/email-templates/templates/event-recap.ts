import { clubLink, segment, type EmailContext } from "../context.ts";
import { renderLayout, type EmailBlock, type RenderedEmail } from "../layout.ts";

export interface EventRecapData {
  name: string;
  eventId: string;
  eventTitle: string;
  organiser: string;
  text: string;
  /** The participants counted, when the organiser chose to say it. */
  attendance: number | null;
  /** At their email addresses (decision 0024): a photo taken down later stops loading there too. */
  photos: ReadonlyArray<{ src: string; alt: string }>;
}

/** An event's recap (decision 0069): the organiser's words, how many came if she says so, the photos chosen. */
export function eventRecapEmail(
  { name, eventId, eventTitle, organiser, text, attendance, photos }: EventRecapData,
  context: EmailContext,
): RenderedEmail {
  const blocks: EmailBlock[] = [
    { type: "paragraph", text: `Dear ${name},` },
    { type: "paragraph", text: `${organiser} looks back on ${eventTitle}:` },
    { type: "quote", text },
  ];
  if (attendance !== null) blocks.push({ type: "small", text: attendanceLine(attendance) });
  if (photos.length) blocks.push({ type: "photos", items: photos });
  blocks.push({ type: "button", label: "See the recap", url: clubLink(context, `/events/${segment(eventId)}`) });
  return renderLayout(context, {
    subject: `${eventTitle}: the recap`,
    preheader: text.slice(0, 120),
    heading: `${eventTitle}, looking back`,
    blocks,
  });
}

export const attendanceLine = (count: number) => `${count} ${count === 1 ? "member" : "members"} took part.`;
