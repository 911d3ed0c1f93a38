import { clubLink, segment, type EmailContext } from "../context.ts";
import { renderLayout, type RenderedEmail } from "../layout.ts";

export interface MemberInvitationData {
  /** The personal invitation's code, carried by the link to the application form. */
  code: string;
  /** The address it was made for: the form starts with it. */
  email: string;
  inviterName: string;
  note: string | null;
  /** How many days the invitation stays open. */
  days: number;
}

/** A member's personal invitation to a friend (docs/product/membership.md#members-invite). */
export function memberInvitationEmail(
  { code, email, inviterName, note, days }: MemberInvitationData,
  context: EmailContext,
): RenderedEmail {
  const url = clubLink(context, `/request?code=${segment(code)}&email=${segment(email)}`);
  return renderLayout(context, {
    subject: `${inviterName} invites you to ${context.clubName}`,
    preheader: `${inviterName} would like you to join ${context.clubName}.`,
    heading: `An invitation from ${inviterName}`,
    blocks: [
      { type: "paragraph", text: "Hello," },
      {
        type: "paragraph",
        text: `${inviterName}, a member of ${context.clubName}, invites you to apply to join. Your application will arrive with ${inviterName} as your sponsor.`,
      },
      ...(note ? [{ type: "quote" as const, text: note }] : []),
      { type: "button", label: "Apply with this invitation", url },
      {
        type: "small",
        text: `This invitation is for this address only, works once and expires in ${days} days. If you do not know ${inviterName}, you can ignore this email.`,
      },
    ],
  });
}
