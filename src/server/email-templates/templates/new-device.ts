import { clubLink, formatMoment, type EmailContext } from "../context.ts";
import { renderLayout, type RenderedEmail } from "../layout.ts";

export interface NewDeviceData {
  name: string;
  /** When the sign-in happened (epoch ms), shown in the club's time zone. */
  signedInAt: number;
  /** The browser and system, read from the user agent ("Firefox on Windows"). */
  device: string;
  /** The network it came from, truncated (IPv4 /24, IPv6 /48), or null when unknown. */
  address: string | null;
}

/** Sent when a member signs in from a device not seen on her account before (decision 28). */
export function newDeviceEmail(
  { name, signedInAt, device, address }: NewDeviceData,
  context: EmailContext,
): RenderedEmail {
  const when = formatMoment(signedInAt, context);
  return renderLayout(context, {
    subject: `A new sign-in to your ${context.clubName} account`,
    preheader: `Your account was signed in to from ${device}. If it was you, there is nothing to do.`,
    heading: "A sign-in from a new device",
    blocks: [
      { type: "paragraph", text: `Dear ${name},` },
      {
        type: "paragraph",
        text: `Your account was just signed in to from a device it has not been used on before.`,
      },
      {
        type: "details",
        rows: [
          ["When", when],
          ["Device", device],
          ["Network", address ?? "unknown"],
        ],
      },
      {
        type: "paragraph",
        text: "If it was you, there is nothing to do. If it was not, end that session in Settings → Security and choose a new password.",
      },
      { type: "button", label: "See my sessions", url: clubLink(context, "/settings#security") },
    ],
  });
}
