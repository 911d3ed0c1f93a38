import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
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
import { mailLogRoutes } from "./mail-log-routes.ts";
import { previewDocumentRoutes } from "./preview-document-routes.ts";
import { outboxRecords } from "../outbox/index.ts";
import {
  mailingFailures,
  mailingLog,
  mailMembers,
  previewMailing,
  retryFailedCopies,
  sendMailing,
  type MailingDeps,
} from "./service.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";

const FAILURES_SHOWN = 1000;

/** Bulk email: send and preview (admins; an event's creator for that event), the member picker and the mail log. */
export async function mailingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const deps: MailingDeps = { db, outbox: app.mail, context: app.config };
  // Authenticate before reading the payload: an anonymous call answers 401 whatever it sends.
  const member = { onRequest: app.sessions.requireMember };
  const admin = { onRequest: app.sessions.requireAdmin };

  await app.register(previewDocumentRoutes, deps);
  await app.register(mailLogRoutes);

  app.post(
    MAILING_PATHS.send,
    {
      ...member,
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
    },
    async (request) => {
      const { mailingId, recipients } = await sendMailing(deps, signedInMember(request), request.body, () =>
        app.sessions.requireRecentProof(request),
      );
      return { message: MAILING_TEXTS.sent, mailingId, recipients };
    },
  );

  app.post(
    MAILING_PATHS.preview,
    {
      ...member,
      schema: {
        tags: ["mail"],
        summary: "The email as it will be sent (sanitized, in the club layout) and how many members it would reach",
        description:
          "Same fields and permissions as send-email; blank subject and body are allowed. The preview's unsubscribe link points to Settings.",
        body: mailPreviewSchema,
        response: { 200: mailPreviewAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => previewMailing(deps, signedInMember(request), request.body),
  );

  app.get(
    MAILING_PATHS.members,
    {
      ...admin,
      schema: {
        tags: ["mail"],
        summary: 'Active members with their emails, by name, for the "selected" group',
        querystring: mailMembersQuerySchema,
        response: { 200: z.array(mailMemberSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => mailMembers(db, request.query),
  );

  app.get(
    MAILING_PATHS.list,
    {
      ...admin,
      schema: {
        tags: ["mail"],
        summary: "The mail log, newest first: each mailing with its delivery progress",
        querystring: mailingLogQuerySchema,
        response: { 200: z.array(mailingLogEntrySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => mailingLog(db, request.query),
  );

  app.get(
    MAILING_PATHS.failures,
    {
      ...admin,
      schema: {
        tags: ["mail"],
        summary: `The recipients a mailing could not reach, with the last error (at most ${FAILURES_SHOWN})`,
        params: mailingParamsSchema,
        response: { 200: z.array(mailingFailureSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => mailingFailures(db, request.params.id, FAILURES_SHOWN),
  );
  app.post(
    MAILING_PATHS.retry,
    {
      ...admin,
      schema: {
        tags: ["mail"],
        summary: "Queue a mailing's failed copies again (attempts reset, due at once); audited",
        description:
          "Only copies the outbox gave up on are queued again; delivered and pending ones are left alone, so no one gets a copy twice.",
        params: mailingParamsSchema,
        response: { 200: mailingRetryAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const retried = await retryFailedCopies(
        db,
        outboxRecords(app.database),
        signedInMember(request),
        request.params.id,
      );
      return {
        message: MAILING_TEXTS.queuedAgain(retried),
        retried,
      };
    },
  );
}
