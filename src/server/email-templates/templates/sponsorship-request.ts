import { clubLink, segment, type EmailContext } from "../context.ts";
import { renderLayout, type RenderedEmail } from "../layout.ts";

export interface SponsorshipRequestData {
  /** The signed link's token: it works only for her, signed in, once, until it expires. */
  token: string;
  applicantName: string;
  note: string | null;
  /** How many days the link stays good. */
  days: number;
}

/** An applicant named her as sponsor (docs/product/membership.md#sponsors): will she vouch, in a few words? */
export function sponsorshipRequestEmail(
  { token, applicantName, note, days }: SponsorshipRequestData,
  context: EmailContext,
): RenderedEmail {
  const url = clubLink(context, `/sponsorships/${segment(token)}`);
  return renderLayout(context, {
    subject: `${applicantName} named you as her sponsor`,
    preheader: `${applicantName} applied to ${context.clubName} and named you as her sponsor.`,
    heading: "Will you vouch for her?",
    blocks: [
      { type: "paragraph", text: "Hello," },
      {
        type: "paragraph",
        text: `${applicantName} applied to join ${context.clubName} and named you as her sponsor. The admins would value a few words from you: confirm and tell them how you know her, or decline.`,
      },
      ...(note ? [{ type: "quote" as const, text: note }] : []),
      { type: "button", label: "Answer as her sponsor", url },
      {
        type: "small",
        text: `This link works once, for you signed in, and expires in ${days} days. If you do not know ${applicantName}, decline or ignore this email.`,
      },
    ],
  });
}
