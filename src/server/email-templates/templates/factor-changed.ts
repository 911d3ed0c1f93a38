import { clubLink, formatMoment, type EmailContext } from "../context.ts";
import { renderLayout, type RenderedEmail } from "../layout.ts";

/** What changed among the ways she proves it is her. */
export type FactorChange = "passkey-added" | "passkey-removed" | "totp-on" | "totp-off";

export interface FactorChangedData {
  name: string;
  change: FactorChange;
  /** The passkey's name, for a passkey. */
  passkeyName?: string | null | undefined;
  /** When it changed (epoch ms), shown in the club's time zone. */
  changedAt: number;
  /** The browser and system the change came from ("Firefox on Windows"), or null when unknown. */
  device: string | null;
  /** Removed by a password reset because it was added shortly before it (decision 33). */
  byReset?: boolean | undefined;
}

const SUBJECTS: Record<FactorChange, string> = {
  "passkey-added": "A passkey was added to your account",
  "passkey-removed": "A passkey was removed from your account",
  "totp-on": "An authenticator app was turned on for your account",
  "totp-off": "An authenticator app was turned off for your account",
};

/**
 * Sent at once when a second factor or a passkey is added or removed (issue 32): a thief holding a copy of her session
 * must not add one unnoticed. Carries no secret (never the app's secret, never a recovery code).
 */
export function factorChangedEmail(
  { name, change, passkeyName, changedAt, device, byReset }: FactorChangedData,
  context: EmailContext,
): RenderedEmail {
  const when = formatMoment(changedAt, context);
  const subject = SUBJECTS[change];
  const added = change === "passkey-added" || change === "totp-on";
  return renderLayout(context, {
    subject,
    preheader: `${subject}. If it was you, there is nothing to do.`,
    heading: subject,
    blocks: [
      { type: "paragraph", text: `Dear ${name},` },
      {
        type: "paragraph",
        text: byReset
          ? "Your password was just reset, and this was removed with it: it had been added to your account in the days before, perhaps by someone else. If it was yours, add it again in Settings → Security."
          : `${subject}.`,
      },
      {
        type: "details",
        rows: [
          ["When", when],
          ...(passkeyName ? ([["Passkey", passkeyName]] as const) : []),
          ["Device", device ?? "unknown"],
        ],
      },
      {
        type: "paragraph",
        text: added
          ? "If it was you, there is nothing to do. If it was not, remove it in Settings → Security and choose a new password at once."
          : "If it was you, there is nothing to do. If it was not, choose a new password at once and review your security.",
      },
      { type: "button", label: "Review my security", url: clubLink(context, "/settings#security") },
    ],
  });
}
