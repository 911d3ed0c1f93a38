import { z } from "zod";
import {
  mailingFailureSchema,
  mailingLogEntrySchema,
  mailingLogQuerySchema,
  mailingParamsSchema,
  mailingRetryAnswerSchema,
  mailMemberSchema,
  mailMembersQuerySchema,
  mailPreviewAnswerSchema,
  mailPreviewSchema,
  sendEmailAnswerSchema,
  sendEmailSchema,
} from "../../../shared/mailings.ts";
import { MAILING_TEXTS } from "../../../shared/texts/mailings.ts";
import { MAILING_PATHS } from "../../../shared/paths/mailings.ts";
import { errorResponses, stepUpErrorResponses } from "../../kernel/http/openapi-responses.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import type { MailLog } from "./mail-log.ts";
import { mailLogRoutes } from "./mail-log-routes.ts";
import { previewDocumentRoutes } from "./preview-document-routes.ts";
import type { MailingsService } from "./service.ts";
import { unsubscribeRoutes, type UnsubscribePageSettings } from "./unsubscribe-routes.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";

const FAILURES_SHOWN = 1000;

/** Bulk email: send and preview (admins; an event's creator for that event), the member picker and the mail log. */
export const mailingRoutes = (
  mailings: MailingsService,
  log: MailLog,
  unsubscribePages: UnsubscribePageSettings,
): RouteTable => [
  ...previewDocumentRoutes(mailings),
  ...mailLogRoutes(log),
  ...unsubscribeRoutes(mailings, unsubscribePages),
  route({
    method: "POST",
    url: MAILING_PATHS.send,
    guard: "member",
    schema: {
      tags: ["mail"],
      summary:
        "Queue an email to a recipient group (admins), or an event announcement to its participants (its creator or an admin)",
      description:
        "Answers once every copy is queued; the mail worker delivers them. Deactivated and unsubscribed members are left out. " +
        "`requestId` (optional, one per confirmed send) makes a retried call answer the first mailing instead of sending again. " +
        "To more than 50 recipients it asks for a step-up (403 `step_up_required`) when the session's last proof is older than 15 minutes.",
      body: sendEmailSchema,
      response: { 200: sendEmailAnswerSchema, ...stepUpErrorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      const { mailingId, recipients } = await mailings.send(signedInMember(request), request.body);
      return { message: MAILING_TEXTS.sent, mailingId, recipients };
    },
  }),

  route({
    method: "POST",
    url: MAILING_PATHS.preview,
    guard: "member",
    schema: {
      tags: ["mail"],
      summary: "The email as it will be sent (sanitized, in the club layout) and how many members it would reach",
      description:
        "Same fields and permissions as send-email; blank subject and body are allowed. The preview's unsubscribe link points to Settings.",
      body: mailPreviewSchema,
      response: { 200: mailPreviewAnswerSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => mailings.preview(signedInMember(request), request.body),
  }),

  route({
    method: "GET",
    url: MAILING_PATHS.members,
    guard: "admin",
    schema: {
      tags: ["mail"],
      summary: 'Active members with their emails, by name, for the "selected" group',
      querystring: mailMembersQuerySchema,
      response: { 200: z.array(mailMemberSchema), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => mailings.members(request.query),
  }),

  route({
    method: "GET",
    url: MAILING_PATHS.list,
    guard: "admin",
    schema: {
      tags: ["mail"],
      summary: "The mail log, newest first: each mailing with its delivery progress",
      querystring: mailingLogQuerySchema,
      response: { 200: z.array(mailingLogEntrySchema), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => mailings.log(request.query),
  }),

  route({
    method: "GET",
    url: MAILING_PATHS.failures,
    guard: "admin",
    schema: {
      tags: ["mail"],
      summary: `The recipients a mailing could not reach, with the last error (at most ${FAILURES_SHOWN})`,
      params: mailingParamsSchema,
      response: { 200: z.array(mailingFailureSchema), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => mailings.failures(request.params.id, FAILURES_SHOWN),
  }),
  route({
    method: "POST",
    url: MAILING_PATHS.retry,
    guard: "admin",
    schema: {
      tags: ["mail"],
      summary: "Queue a mailing's failed copies again (attempts reset, due at once); audited",
      description:
        "Only copies the outbox gave up on are queued again; delivered and pending ones are left alone, so no one gets a copy twice.",
      params: mailingParamsSchema,
      response: { 200: mailingRetryAnswerSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const retried = await mailings.retryFailed(signedInMember(request), request.params.id);
      return {
        message: MAILING_TEXTS.queuedAgain(retried),
        retried,
      };
    },
  }),
];
