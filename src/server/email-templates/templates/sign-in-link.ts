import { clubLink, segment, type EmailContext } from "../context.ts";
import { renderLayout, type RenderedEmail } from "../layout.ts";

export interface SignInLinkData {
  /** The secret of the one-time sign-in link (valid 15 minutes, auth/service.ts SIGN_IN_GUARD). */
  token: string;
  name: string;
  /** Failed sign-ins to the account in the last hour. */
  failures: number;
  /** Where the right password just came from (an IPv4 address, or an IPv6 /64). */
  address: string;
}

/** Sent once when an account is under attack and the right password came from an address not used before. */
export function signInLinkEmail(
  { token, name, failures, address }: SignInLinkData,
  context: EmailContext,
): RenderedEmail {
  const url = clubLink(context, `/sign-in/${segment(token)}`);
  return renderLayout(context, {
    subject: `Sign in to ${context.clubName}: your one-time link`,
    preheader:
      "Someone has been trying to sign in to your account. Sign in with the link inside; it expires in 15 minutes.",
    heading: "Your one-time sign-in link",
    blocks: [
      { type: "paragraph", text: `Dear ${name},` },
      {
        type: "paragraph",
        text: `In the last hour there were ${failures} failed attempts to sign in to your account, from many addresses. To keep it safe, your password alone now signs you in only from a device or network you have signed in from before.`,
      },
      {
        type: "paragraph",
        text: `Just now your correct password was entered from an address you have not signed in from (${address}), so it was refused. If that was you, sign in with this link:`,
      },
      { type: "button", label: "Sign in", url },
      {
        type: "small",
        text: "This link works once and expires in 15 minutes. If it was not you, someone knows your password: do not use the link, and choose a new password with “Forgot your password?” on the login page.",
      },
    ],
  });
}
