import { z } from "zod";
import { MAILING_LIMITS, mailPreviewDocumentSchema } from "../../../shared/mailings.ts";
import { MAILING_PATHS } from "../../../shared/paths/mailings.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import type { MailingsService } from "./service.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";

/**
 * The preview document's own policy: the email's inline styles and remote images show, nothing else loads or
 * runs (`sandbox` as well as the frame's own sandbox attribute), and only the club's pages may frame it.
 */
export const PREVIEW_DOCUMENT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src https: http: data:; frame-ancestors 'self'; sandbox";

const FORM_TYPE = "application/x-www-form-urlencoded";
/** A 200 KB body may triple once percent-encoded. */
const FORM_BODY_LIMIT = 4 * MAILING_LIMITS.bodyMaxBytes;

/**
 * The form fields as the preview schema reads them: each field once, `selectedMemberIds` repeated and/or as
 * a comma list (anything not a whole number is left for the schema to refuse), an empty `eventId` left out.
 */
export function readDraftForm(raw: string): Record<string, unknown> {
  const form = new URLSearchParams(raw);
  const draft: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    if (key === "selectedMemberIds") {
      const ids = form
        .getAll(key)
        .flatMap((value) => value.split(","))
        .map((id) => id.trim())
        .filter((id) => id !== "");
      draft[key] = ids.map((id) => (/^\d{1,15}$/.test(id) ? Number(id) : id));
    } else if (key === "eventId") {
      const value = form.get(key) ?? "";
      if (value.trim() !== "") draft[key] = value;
    } else {
      const values = form.getAll(key);
      draft[key] = values.length === 1 ? values[0] : values;
    }
  }
  return draft;
}

/**
 * POST /api/admin/mail-preview/document: the composer posts its draft here as a form, into a
 * sandboxed frame, and the frame shows the email exactly as it will be sent, styles included. A `srcdoc` frame
 * would inherit the site's CSP (`style-src 'self'`) and lose every inline style; this answer carries its own
 * headers instead. Its form parser serves this route alone.
 */
export const previewDocumentRoutes = (mailings: MailingsService): RouteTable => [
  route({
    method: "POST",
    url: MAILING_PATHS.previewDocument,
    guard: "member",
    formBody: { types: [FORM_TYPE], bodyLimit: FORM_BODY_LIMIT, read: readDraftForm },
    schema: {
      tags: ["mail"],
      summary: "The email as it will be sent, as an HTML document for the composer's preview frame",
      description:
        "Same permissions as mail-preview (admins; an event's creator with `eventId`). Form fields: subject, body, recipientGroup, " +
        "eventId, selectedMemberIds (repeated or a comma list). A blank body answers 400. The answer has its own CSP: inline styles " +
        "and images only, sandboxed, framed by the club's own pages alone.",
      consumes: [FORM_TYPE],
      body: mailPreviewDocumentSchema,
      response: { 200: z.string().describe("text/html"), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const html = await mailings.previewDocument(signedInMember(request), request.body);
      return reply
        .type("text/html; charset=utf-8")
        .header("content-security-policy", PREVIEW_DOCUMENT_CSP)
        .header("x-frame-options", "SAMEORIGIN")
        .header("cache-control", "no-store")
        .send(html);
    },
  }),
];
