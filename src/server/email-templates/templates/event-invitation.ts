import { clubLink, segment, type EmailContext } from "../context.ts";
import { formatEventTime, type EventTime } from "../event-time.ts";
import { renderLayout, type RenderedEmail } from "../layout.ts";

export interface EventInvitationData {
  /** The secret of the invitation link (valid 14 days: docs/product/limits.md#token-lifetimes). */
  token: string;
  inviterName: string;
  eventTitle: string;
  when: EventTime;
  location?: string | undefined;
}

export function eventInvitationEmail(
  { token, inviterName, eventTitle, when, location }: EventInvitationData,
  context: EmailContext,
): RenderedEmail {
  const url = clubLink(context, `/events/invite/${segment(token)}`);
  return renderLayout(context, {
    subject: `${inviterName} invited you to ${eventTitle}`,
    preheader: `An invitation to ${eventTitle}.`,
    heading: "You are invited",
    blocks: [
      { type: "paragraph", text: `${inviterName} invited you to an event at ${context.clubName}.` },
      {
        type: "details",
        rows: [
          ["Event", eventTitle],
          ["When", formatEventTime(when, context)],
          ...(location ? ([["Where", location]] as const) : []),
        ],
      },
      { type: "button", label: "Accept the invitation", url },
      { type: "small", text: "The invitation is for you alone and expires in 14 days." },
    ],
  });
}
