import { MAILING_PATHS } from "../../../shared/paths/mailings.ts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { mailLogAnswerSchema, mailLogQuerySchema } from "../../../shared/mail-log.ts";
import { errorResponses } from "../../http/openapi-responses.ts";
import { mailLog } from "./mail-log.ts";

/** GET /api/admin/mail-log (docs/product/emails.md#mail-log): the single emails the club sent, for admins. */
export async function mailLogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const log = mailLog(app.database);

  app.get(
    MAILING_PATHS.log,
    {
      onRequest: app.sessions.requireAdmin,
      schema: {
        tags: ["mail"],
        summary: "Transactional email the club could not deliver, newest first, with the mail server's reason",
        description:
          "Password resets, invitations, confirmations and notices that the mail server refused for good (e.g. 550 at RCPT TO) or " +
          "that were still failing after 24 hours. `state` is `failed` (the only state answered today); `next` is the `before` of " +
          "the next page. Bodies are never answered: they carry the recipients' links. A mailing's copies are in GET /api/admin/mailings.",
        querystring: mailLogQuerySchema,
        response: { 200: mailLogAnswerSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => log.page(request.query),
  );
}
