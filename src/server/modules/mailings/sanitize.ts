import type SanitizeHtml from "sanitize-html";
import { loadOnFirstUse } from "../../kernel/lazy/load-on-first-use.ts";

/**
 * HTML written by admins for emails passes this allow-list before preview and before
 * sending. Basic formatting, headings, lists, tables, links (http, https, mailto) and images (http, https);
 * a few inline styles with plain values. No script, style, iframe, form, event handler or javascript: URL.
 */
const ALLOWED_TAGS = [
  "p",
  "br",
  "hr",
  "div",
  "span",
  "blockquote",
  "pre",
  "code",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "strike",
  "del",
  "ins",
  "sub",
  "sup",
  "small",
  "mark",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "li",
  "a",
  "img",
  "table",
  "caption",
  "colgroup",
  "col",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
];

const CELL = ["colspan", "rowspan", "align", "valign", "width"];

const LENGTH = /^(0|\d{1,4}(\.\d{1,2})?(px|em|rem|%))$/;
const LENGTHS = /^(0|\d{1,4}(\.\d{1,2})?(px|em|rem|%))( (0|\d{1,4}(\.\d{1,2})?(px|em|rem|%))){0,3}$/;
const COLOR = /^(#[0-9a-f]{3}|#[0-9a-f]{6}|rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)|[a-z]{3,20})$/i;
const BORDER = /^(0|none|\d{1,2}px (solid|dashed|dotted) (#[0-9a-f]{3}|#[0-9a-f]{6}|[a-z]{3,20}))$/i;

/** Inline styles: only these properties, only with these shapes of value (no url(), no expressions). */
const ALLOWED_STYLES: Record<string, RegExp[]> = {
  color: [COLOR],
  "background-color": [COLOR],
  "text-align": [/^(left|right|center|justify)$/],
  "font-weight": [/^(normal|bold|[1-9]00)$/],
  "font-style": [/^(normal|italic)$/],
  "text-decoration": [/^(none|underline|line-through)$/],
  "font-size": [LENGTH],
  "line-height": [LENGTH, /^\d(\.\d{1,2})?$/],
  margin: [LENGTHS],
  padding: [LENGTHS],
  width: [LENGTH],
  "max-width": [LENGTH],
  border: [BORDER],
  "border-collapse": [/^(collapse|separate)$/],
  "vertical-align": [/^(top|middle|bottom)$/],
};

const ABSOLUTE_HTTP = /^https?:\/\//i;

export interface SanitizeOptions {
  /** The club's public URL: links written as "/calendar" become absolute, since an email has no base. */
  baseUrl: string;
}

const ENTITIES: Record<string, string> = { "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&amp;": "&" };

/** The allow-list and the plain-text part, with sanitize-html loaded. */
export type MailSanitizer = ReturnType<typeof mailSanitizer>;

// sanitize-html and its parsers hold about 2 MB of the server's heap: loaded with the first mailing written, not with the
// server (decision 16).
export const loadMailSanitizer = loadOnFirstUse(() =>
  import("sanitize-html").then(({ default: sanitizeHtml }): MailSanitizer => mailSanitizer(sanitizeHtml)),
);

function mailSanitizer(sanitizeHtml: typeof SanitizeHtml) {
  function sanitizeMailHtml(html: string, { baseUrl }: SanitizeOptions): string {
    const base = baseUrl.replace(/\/+$/, "");
    return sanitizeHtml(html, {
      allowedTags: ALLOWED_TAGS,
      allowedAttributes: {
        a: ["href", "title", "target", "rel"],
        img: ["src", "alt", "title", "width", "height"],
        table: ["width", "align", "border", "cellpadding", "cellspacing", "role"],
        td: CELL,
        th: [...CELL, "scope"],
        col: ["span", "width"],
        ol: ["start"],
        "*": ["style"],
      },
      allowedStyles: { "*": ALLOWED_STYLES },
      allowedSchemes: ["http", "https", "mailto"],
      allowedSchemesByTag: { img: ["http", "https"] },
      allowedSchemesAppliedToAttributes: ["href", "src"],
      allowProtocolRelative: false,
      disallowedTagsMode: "discard",
      transformTags: {
        a: (tagName, attribs) => {
          const { href, title } = attribs;
          const attributes: Record<string, string> = {};
          if (href) {
            // Site paths become club links; other relative links lead nowhere from a mail client.
            const absolute = href.startsWith("/") && !href.startsWith("//") ? base + href : href;
            if (/^(https?:|mailto:)/i.test(absolute)) attributes.href = absolute;
          }
          if (title) attributes.title = title;
          if (attributes.href && ABSOLUTE_HTTP.test(attributes.href)) {
            attributes.target = "_blank";
            attributes.rel = "noopener noreferrer";
          }
          return { tagName, attribs: attributes };
        },
        img: (tagName, attribs) => {
          const { src, ...rest } = attribs;
          // A club path (the composer's gallery images) becomes a club address, as a link's does.
          const absolute = src && src.startsWith("/") && !src.startsWith("//") ? base + src : src;
          return { tagName, attribs: absolute && ABSOLUTE_HTTP.test(absolute) ? { src: absolute, ...rest } : rest };
        },
      },
      // An image without a usable address shows nothing but a broken frame.
      exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
    });
  }

  /** Sanitized HTML with nothing a reader would see: no text and no image. */
  function isBlankHtml(html: string): boolean {
    return !/<img\b/i.test(html) && htmlToText(html).trim() === "";
  }

  /**
   * The plain-text part of a mailing, from the sanitized HTML (whose tags sanitize-html has normalised):
   * blocks on their own lines, list items with a dash, links as "label (address)", images as their alt text.
   */
  function htmlToText(sanitized: string): string {
    const marked = sanitized
      .replace(/\s*\n\s*/g, " ")
      .replace(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) => {
        const text = label.replace(/<[^>]*>/g, "").trim();
        const url = href.replace(/&amp;/g, "&").replace(/^mailto:/i, "");
        return text && text !== url ? `${label} (${url})` : url;
      })
      .replace(/<img\b[^>]*\balt="([^"]*)"[^>]*>/gi, (_, alt: string) => (alt ? `[${alt}]` : ""))
      .replace(/<br\s*\/?>/gi, "\n")
      .replace(/<li\b[^>]*>/gi, "\n- ")
      .replace(/<\/t[dh]>/gi, "\t")
      .replace(/<hr\s*\/?>/gi, "\n----\n")
      .replace(/<\/?(p|div|h[1-6]|ul|ol|blockquote|pre|table|thead|tbody|tfoot|tr|caption)\b[^>]*>/gi, "\n\n");
    const text = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} }).replace(
      /&(lt|gt|quot|#39|amp);/g,
      (entity) => ENTITIES[entity]!,
    );
    return text
      .split("\n")
      .map((line) => line.replace(/[ \t\u00a0]+/g, (space) => (space.includes("\t") ? "  " : " ")).trim())
      .join("\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim();
  }

  return { sanitizeMailHtml, isBlankHtml, htmlToText };
}
