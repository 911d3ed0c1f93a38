import type { EmailContext } from "./context.ts";
import { clubLink } from "./context.ts";
import { escapeHtml } from "./escape-html.ts";

/** The pieces an email body is made of; every string is plain text and is escaped when rendered as HTML. */
export type EmailBlock =
  | { type: "paragraph"; text: string }
  | { type: "button"; label: string; url: string }
  | { type: "details"; rows: ReadonlyArray<readonly [label: string, value: string]> }
  | { type: "small"; text: string }
  /** Words a member wrote (a comment), set apart from the club's own. */
  | { type: "quote"; text: string }
  /** A heading and its lines, each a link, with a quiet note before it (a digest's events with their dates). */
  | { type: "links"; heading: string; items: ReadonlyArray<{ text: string; url: string; note?: string }> }
  /** Photos at their email addresses (decision 0024), each with its words for who cannot see it. */
  | { type: "photos"; items: ReadonlyArray<{ src: string; alt: string }> };

export interface EmailContent {
  subject: string;
  /** The line mail clients show after the subject in the inbox. */
  preheader: string;
  heading: string;
  blocks: ReadonlyArray<EmailBlock>;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const COLORS = {
  ivory: "#f7f3ec",
  card: "#fffdf9",
  ink: "#1c1a17",
  muted: "#5f5850",
  rule: "#e4dccf",
  accent: "#6b1d2a",
};
const SERIF = "'Fraunces', Georgia, 'Times New Roman', serif";
const SANS = "'Inter', -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif";

function blockText(block: EmailBlock): string {
  switch (block.type) {
    case "paragraph":
    case "small":
      return block.text;
    case "button":
      return `${block.label}:\n${block.url}`;
    case "details":
      return block.rows.map(([label, value]) => `${label}: ${value}`).join("\n");
    case "quote":
      return block.text
        .split("\n")
        .map((line) => `> ${line}`)
        .join("\n");
    case "links":
      return [
        block.heading,
        ...block.items.map((item) => `- ${item.note ? `${item.note}: ` : ""}${item.text}\n  ${item.url}`),
      ].join("\n");
    case "photos":
      return block.items.map((item) => `[${item.alt}]`).join("\n");
  }
}

function blockHtml(block: EmailBlock): string {
  switch (block.type) {
    case "paragraph":
      return `<p style="margin:0 0 16px;font-family:${SANS};font-size:16px;line-height:1.6;color:${COLORS.ink};">${escapeHtml(block.text)}</p>`;
    case "small":
      return `<p style="margin:0 0 16px;font-family:${SANS};font-size:13px;line-height:1.5;color:${COLORS.muted};">${escapeHtml(block.text)}</p>`;
    case "button":
      return (
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr>` +
        `<td style="border-radius:4px;background:${COLORS.accent};">` +
        `<a href="${escapeHtml(block.url)}" style="display:inline-block;padding:12px 24px;font-family:${SANS};font-size:15px;font-weight:600;color:${COLORS.ivory};text-decoration:none;border-radius:4px;">${escapeHtml(block.label)}</a>` +
        `</td></tr></table>` +
        `<p style="margin:0 0 16px;font-family:${SANS};font-size:13px;line-height:1.5;color:${COLORS.muted};word-break:break-all;">` +
        `Or open this link: <a href="${escapeHtml(block.url)}" style="color:${COLORS.accent};">${escapeHtml(block.url)}</a></p>`
      );
    case "details":
      return (
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;border-left:3px solid ${COLORS.accent};">` +
        block.rows
          .map(
            ([label, value]) =>
              `<tr><td style="padding:4px 12px;font-family:${SANS};font-size:13px;color:${COLORS.muted};white-space:nowrap;vertical-align:top;">${escapeHtml(label)}</td>` +
              `<td style="padding:4px 12px 4px 0;font-family:${SANS};font-size:15px;color:${COLORS.ink};">${escapeHtml(value)}</td></tr>`,
          )
          .join("") +
        `</table>`
      );
    case "quote":
      return (
        `<blockquote style="margin:0 0 24px;padding:4px 0 4px 16px;border-left:3px solid ${COLORS.accent};font-family:${SERIF};font-size:17px;font-style:italic;line-height:1.55;color:${COLORS.ink};white-space:pre-line;">` +
        `${escapeHtml(block.text)}</blockquote>`
      );
    case "links":
      return (
        `<h2 style="margin:24px 0 8px;font-family:${SERIF};font-size:19px;font-weight:500;line-height:1.3;color:${COLORS.ink};">${escapeHtml(block.heading)}</h2>` +
        `<ul style="margin:0 0 16px;padding:0;list-style:none;">` +
        block.items
          .map(
            (item) =>
              `<li style="margin:0 0 10px;padding:0 0 0 12px;border-left:3px solid ${COLORS.accent};font-family:${SANS};font-size:15px;line-height:1.5;">` +
              (item.note
                ? `<span style="display:block;font-size:13px;color:${COLORS.muted};">${escapeHtml(item.note)}</span>`
                : "") +
              `<a href="${escapeHtml(item.url)}" style="color:${COLORS.accent};">${escapeHtml(item.text)}</a></li>`,
          )
          .join("") +
        `</ul>`
      );
    case "photos":
      return block.items
        .map(
          (item) =>
            `<p style="margin:0 0 16px;"><img src="${escapeHtml(item.src)}" alt="${escapeHtml(item.alt)}" width="520" style="display:block;width:100%;max-width:520px;height:auto;border-radius:4px;"></p>`,
        )
        .join("");
  }
}

/** The club's one email layout: the same content as a plain-text part and an HTML part. */
export function renderLayout(context: EmailContext, content: EmailContent): RenderedEmail {
  const home = clubLink(context, "/");
  const text = [
    content.heading,
    "",
    ...content.blocks.flatMap((block) => [blockText(block), ""]),
    "--",
    context.clubName,
    home,
    "",
  ].join("\n");

  const club = escapeHtml(context.clubName);
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${COLORS.ivory};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${COLORS.ivory};">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;">
<tr><td style="padding:0 0 20px;font-family:${SERIF};font-size:22px;letter-spacing:0.08em;text-transform:uppercase;color:${COLORS.accent};">
<a href="${escapeHtml(home)}" style="color:${COLORS.accent};text-decoration:none;">${club}</a>
</td></tr>
<tr><td style="background:${COLORS.card};border:1px solid ${COLORS.rule};border-top:4px solid ${COLORS.accent};padding:32px;">
<h1 style="margin:0 0 20px;font-family:${SERIF};font-size:26px;font-weight:500;line-height:1.25;color:${COLORS.ink};">${escapeHtml(content.heading)}</h1>
${content.blocks.map(blockHtml).join("\n")}
</td></tr>
<tr><td style="padding:20px 0 0;font-family:${SANS};font-size:12px;line-height:1.5;color:${COLORS.muted};">
${club} &middot; <a href="${escapeHtml(home)}" style="color:${COLORS.muted};">${escapeHtml(home)}</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject: content.subject, text, html };
}
