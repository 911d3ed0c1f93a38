import { z } from "zod";
import {
  mailingApproveAnswerSchema,
  mailingCancelAnswerSchema,
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
import { reviewRoutes } from "./review-routes.ts";
import type { MailingsService } from "./service.ts";
import { unsubscribeRoutes, type UnsubscribePageSettings } from "./unsubscribe-routes.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";

const FAILURES_SHOWN = 1000;
const CONTROLS_PER_ADMIN = { max: 60, windowMs: 60_000 };

/** Bulk email: send and preview (admins; an event's creator for that event), the member picker and the mail log. */
export const mailingRoutes = (
  mailings: MailingsService,
  log: MailLog,
  unsubscribePages: UnsubscribePageSettings,
): RouteTable => [
  ...previewDocumentRoutes(mailings),
  ...mailLogRoutes(log),
  ...unsubscribeRoutes(mailings, unsubscribePages),
  ...reviewRoutes(mailings),
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
        "To more than 50 recipients it asks for a step-up (403 `step_up_required`) when the session's last proof is older than 15 minutes. " +
        "To more recipients than the club's `mailing_approval_threshold` it is stored `awaiting_approval` until another admin approves it; " +
        "otherwise it waits `mailing_cancel_window_minutes` (or until `scheduledFor`) in the outbox, during which any admin can cancel it (decision 0051).",
      body: sendEmailSchema,
      response: { 200: sendEmailAnswerSchema, ...stepUpErrorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      const sent = await mailings.send(signedInMember(request), request.body);
      const now = Date.now();
      const message =
        sent.state === "awaiting_approval"
          ? MAILING_TEXTS.awaitingApproval(sent.recipients)
          : sent.sendAt !== null && sent.sendAt > now
            ? request.body.scheduledFor !== undefined && Date.parse(request.body.scheduledFor) >= sent.sendAt
              ? MAILING_TEXTS.scheduled
              : MAILING_TEXTS.waitingWindow(Math.ceil((sent.sendAt - now) / 60_000))
            : MAILING_TEXTS.sent;
      return {
        message,
        mailingId: sent.mailingId,
        recipients: sent.recipients,
        state: sent.state,
        sendAt: sent.sendAt === null ? null : new Date(sent.sendAt).toISOString(),
      };
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
        "Same fields and permissions as send-email; blank subject and body are allowed. The preview's unsubscribe link points to Settings. " +
        "`leftOut` names who of the group gets no copy and why (deactivated, lapsed, unsubscribed), by the same query the send runs: " +
        "by name for at most 10, counts by reason always.",
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
    url: MAILING_PATHS.approve,
    guard: "admin",
    stepUp: true,
    schema: {
      tags: ["mail"],
      summary: "Approve a mailing awaiting a second admin (never its author); audited",
      description:
        "Its copies then wait the club's cancel window (or until its scheduled time) before they leave. 409 when it is not awaiting approval.",
      params: mailingParamsSchema,
      response: { 200: mailingApproveAnswerSchema, ...stepUpErrorResponses(400, 401, 404, 409) },
    },
    rateLimits: (request) => [{ bucket: `mailing-control:${signedInMember(request).user_id}`, ...CONTROLS_PER_ADMIN }],
    handler: async (request) => {
      const approved = await mailings.approve(signedInMember(request), request.params.id);
      return {
        message:
          approved.windowMinutes > 0 ? MAILING_TEXTS.approvedWindow(approved.windowMinutes) : MAILING_TEXTS.approved,
        state: approved.state,
        sendAt: new Date(approved.sendAt).toISOString(),
      };
    },
  }),

  route({
    method: "POST",
    url: MAILING_PATHS.cancel,
    guard: "admin",
    schema: {
      tags: ["mail"],
      summary: "Stop a mailing: its copies not yet sent are withdrawn from the outbox, on every instance; audited",
      description:
        "Any admin may, whoever wrote or approved it. Answers how many copies were withdrawn and how many had already left; " +
        "409 when it is already cancelled or every copy has left.",
      params: mailingParamsSchema,
      response: { 200: mailingCancelAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    rateLimits: (request) => [{ bucket: `mailing-control:${signedInMember(request).user_id}`, ...CONTROLS_PER_ADMIN }],
    handler: async (request) => {
      const { withdrawn, sent } = await mailings.cancel(signedInMember(request), request.params.id);
      return { message: MAILING_TEXTS.cancelled(withdrawn, sent), withdrawn, sent };
    },
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
