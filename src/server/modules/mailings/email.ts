import { clubLink, segment, type EmailContext } from "../../email-templates/context.ts";
import { escapeHtml } from "../../email-templates/escape-html.ts";
import { renderLayout, type RenderedEmail } from "../../email-templates/layout.ts";
import { fillSharedBody, type SharedBody } from "../outbox/index.ts";

/** Where the sanitized body goes in the club layout; letters only, so the layout keeps it as written. */
const SLOT = "SalonMailingBodySlot";
const SLOT_PARAGRAPH = new RegExp(`<p\\b[^>]*>${SLOT}</p>`);

const MUTED = "#5f5850";
const SANS = "'Inter', -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif";

export interface MailingContent {
  subject: string;
  /** Already through sanitizeMailHtml. */
  html: string;
  text: string;
}

export const unsubscribeLink = (context: EmailContext, token: string) =>
  clubLink(context, `/unsubscribe/${segment(token)}`);

export { unsubscribeHeaders } from "../../email-templates/unsubscribe-page.ts";

/** The text both parts end with: why the member gets this, and the way out. */
const footerText = (context: EmailContext, url: string) =>
  `You receive this because club announcements from ${context.clubName} are on in your settings. Unsubscribe: ${url}`;

const preheaderOf = (text: string) => text.replace(/\s+/g, " ").trim().slice(0, 140);

/** Stands for the recipient's unsubscribe link until each copy is made; letters and digits, so escaping keeps it. */
const URL_SLOT = "SalonUnsubscribeUrl7f3a9c";

/**
 * A mailing in the club's one layout (renderLayout): the subject as heading, the admin's sanitized HTML as the
 * body, and an unsubscribe link. Rendered once, with a slot for the link: it is stored once for every copy and
 * each copy is made by putting in the recipient's own link (fillSharedBody), when the mail worker sends it.
 */
export function mailingTemplate(context: EmailContext, content: MailingContent): SharedBody & { subject: string } {
  const layout = renderLayout(context, {
    subject: content.subject,
    preheader: preheaderOf(content.text),
    heading: content.subject,
    blocks: [{ type: "paragraph", text: SLOT }],
  });
  if (!SLOT_PARAGRAPH.test(layout.html) || !layout.text.includes(SLOT))
    throw new Error("the email layout lost the mailing slot");
  const footer =
    `<p style="margin:24px 0 0;font-family:${SANS};font-size:12px;line-height:1.5;color:${MUTED};">` +
    `You receive this because club announcements from ${escapeHtml(context.clubName)} are on in your settings. ` +
    `<a href="${URL_SLOT}" style="color:${MUTED};">Unsubscribe</a></p>`;
  const body = `<div style="font-family:${SANS};font-size:16px;line-height:1.6;">${content.html}</div>\n${footer}`;
  return {
    subject: content.subject,
    // Replacer functions, so a "$" in the body is never read as a replacement pattern.
    html: layout.html.replace(SLOT_PARAGRAPH, () => body),
    text: layout.text.replace(SLOT, () => `${content.text}\n\n${footerText(context, URL_SLOT)}`),
    slot: URL_SLOT,
  };
}

/** One copy of a mailing as it is sent, with this unsubscribe link (the previews show the Settings page's). */
export function mailingRenderer(
  context: EmailContext,
  content: MailingContent,
): (unsubscribeUrl: string) => RenderedEmail {
  const template = mailingTemplate(context, content);
  return (unsubscribeUrl) => ({ subject: template.subject, ...fillSharedBody(template, unsubscribeUrl) });
}
