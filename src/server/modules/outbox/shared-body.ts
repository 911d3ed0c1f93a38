import { escapeHtml } from "../../email-templates/escape-html.ts";

/**
 * One email body many copies share (a mailing's): stored once, with `slot` standing wherever a copy has a value
 * of its own (the recipient's unsubscribe link). The slot must be letters and digits, so that escaping keeps it.
 */
export interface SharedBody {
  text: string;
  html: string;
  slot: string;
}

/** One copy's bodies: its value in place of every slot, as it is in the text body and HTML-escaped in the HTML body. */
export function fillSharedBody(body: SharedBody, fill: string): { text: string; html: string } {
  return { text: body.text.split(body.slot).join(fill), html: body.html.split(body.slot).join(escapeHtml(fill)) };
}
