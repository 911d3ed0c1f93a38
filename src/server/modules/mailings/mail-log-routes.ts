import { MAILING_PATHS } from "../../../shared/paths/mailings.ts";
import { z } from "zod";
import {
  mailLogAnswerSchema,
  mailLogMessageSchema,
  mailLogParamsSchema,
  mailLogQuerySchema,
} from "../../../shared/mail-log.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import type { MailLog } from "./mail-log.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import { PREVIEW_DOCUMENT_CSP } from "./preview-document-routes.ts";

/** The admin's mail log (docs/product/emails.md#mail-log): every email the club sent, and one email's message. */
export const mailLogRoutes = (log: MailLog): RouteTable => [
  route({
    method: "GET",
    url: MAILING_PATHS.log,
    guard: "admin",
    schema: {
      tags: ["mail"],
      summary:
        "Every email the club queued, newest first: recipient, kind, subject, state and the mail server's reason",
      description:
        "Transactional email (resets, invitations, confirmations, notices) and each copy of a mailing. `state` (pending, sent, " +
        "failed) and `kinds` (transactional, bulk) narrow it; `next` is the `before` of the next page. Bodies are never in " +
        "the list: they carry the recipients' links.",
      querystring: mailLogQuerySchema,
      response: { 200: mailLogAnswerSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => log.page(request.query),
  }),

  route({
    method: "GET",
    url: MAILING_PATHS.logMessage,
    guard: "admin",
    schema: {
      tags: ["mail"],
      summary: "One email of the log, with its plain-text message while no mail server is configured",
      description:
        "Without SMTP_URL every email is written to the mail drop and reaches nobody: the admin reads it here. With a mail " +
        "server configured `message` is null; it is always null for an email that carries a secret link (a password " +
        "reset, a sign-in link, a registration invitation: `entry.carries_secret`), whoever asks. The admin hands out a " +
        "new link instead (POST /api/users/:userId/reset-link, POST /api/admin/invitations/link).",
      params: mailLogParamsSchema,
      response: { 200: mailLogMessageSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => log.message(request.params.id),
  }),

  route({
    method: "GET",
    url: MAILING_PATHS.logHtml,
    guard: "admin",
    schema: {
      tags: ["mail"],
      summary: "One email's HTML part as a document for a sandboxed frame, while no mail server is configured",
      description:
        "Under its own CSP: inline styles and images only, no script, sandboxed, framed by the club's own pages alone. " +
        "404 when a mail server is configured or the email carries a secret link, as for an unknown id.",
      params: mailLogParamsSchema,
      response: { 200: z.string().describe("text/html"), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) =>
      reply
        .type("text/html; charset=utf-8")
        .header("content-security-policy", PREVIEW_DOCUMENT_CSP)
        .header("x-frame-options", "SAMEORIGIN")
        .send(await log.html(request.params.id)),
  }),
];
