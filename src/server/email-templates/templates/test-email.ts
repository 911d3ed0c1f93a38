import { clubLink, formatMoment, type EmailContext } from "../context.ts";
import { renderLayout, type RenderedEmail } from "../layout.ts";

export interface TestEmailData {
  name: string;
  /** When she asked for it (epoch ms), shown in the club's time zone. */
  askedAt: number;
}

/** The email an admin sends herself from the club settings, to see that the club's mail reaches an inbox. */
export function testEmailEmail({ name, askedAt }: TestEmailData, context: EmailContext): RenderedEmail {
  const subject = `A test email from ${context.clubName}`;
  return renderLayout(context, {
    subject,
    preheader: "The club's mail reaches your inbox.",
    heading: "Your club's mail works",
    blocks: [
      { type: "paragraph", text: `Dear ${name},` },
      {
        type: "paragraph",
        text: "You asked for this email from the club settings. Since you are reading it, the club's mail server delivers to your inbox, and members will receive their invitations, reminders and sign-in links the same way.",
      },
      { type: "details", rows: [["Asked for", formatMoment(askedAt, context)]] },
      {
        type: "paragraph",
        text: "If it landed in a spam folder, mark it as not spam, and ask your mail provider about the club's sending address.",
      },
      { type: "button", label: "Back to the club settings", url: clubLink(context, "/admin/club-settings#mail") },
    ],
  });
}
