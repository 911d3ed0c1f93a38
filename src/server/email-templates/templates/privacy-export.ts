import { clubLink, segment, type EmailContext } from "../context.ts";
import { renderLayout, type RenderedEmail } from "../layout.ts";

export interface PrivacyExportData {
  /** The secret of the one-time download link (24 hours, signed in as her: decision 0047). */
  token: string;
  name: string;
}

/** Sent when the archive a member asked for on her Privacy page is ready. */
export function privacyExportEmail({ token, name }: PrivacyExportData, context: EmailContext): RenderedEmail {
  const url = clubLink(context, `/api/me/export/${segment(token)}`);
  return renderLayout(context, {
    subject: `Your archive from ${context.clubName} is ready`,
    preheader: "Everything the club holds about you, to download once within 24 hours.",
    heading: "Your archive is ready",
    blocks: [
      { type: "paragraph", text: `Dear ${name},` },
      {
        type: "paragraph",
        text: "The archive you asked for holds everything the club keeps about you: your profile, applications, events, photos, comments, stays, sessions, the emails we sent you and the record of what was done on your account. Open index.html inside it to read it.",
      },
      { type: "button", label: "Download my archive", url },
      {
        type: "small",
        text: "The link works once, for 24 hours, and only while you are signed in. If you did not ask for it, sign in and change your password.",
      },
    ],
  });
}
