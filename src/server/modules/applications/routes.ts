import { okMessageSchema } from "../../../shared/answers.ts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { applicationSubmissionSchemaFor } from "../../../shared/applications.ts";
import { APPLICATION_ANSWER_TEXTS } from "../../../shared/texts/applications.ts";
import { APPLICATION_PATHS } from "../../../shared/paths/applications.ts";
import { APPLICATION_REVIEW_PATHS } from "../../../shared/paths/application-review.ts";
import {
  applicationParamsSchema,
  applicationSchema,
  applicationStatusSchema,
} from "../../../shared/application-review.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { decideApplication, listApplications, submitApplication } from "./service.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import { mailServerSet } from "../../config.ts";

// An application checks an invitation code, so it shares the code checks' limit (docs/product/limits.md#rate-limits).
const APPLICATIONS_PER_IP = { max: 10, windowMs: 60_000 };

export async function applicationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    APPLICATION_PATHS.submit,
    {
      schema: {
        tags: ["applications"],
        summary: "Apply to join with an invitation code",
        body: applicationSubmissionSchemaFor(app.config.clubCountry),
        response: { 201: okMessageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await app.rateLimiter.enforce({ bucket: `validate-code-ip:${request.ip}`, ...APPLICATIONS_PER_IP });
      await submitApplication(app.database.db, app.mail, request.body);
      return reply.code(201).send({ ok: true as const, message: APPLICATION_ANSWER_TEXTS.submitted });
    },
  );

  app.get(
    APPLICATION_REVIEW_PATHS.list,
    {
      onRequest: app.sessions.requireAdmin,
      schema: {
        tags: ["applications"],
        summary: "Every application, newest first",
        response: { 200: z.array(applicationSchema), ...errorResponses(401, 403) },
      },
    },
    async () => listApplications(app.database.db),
  );

  app.patch(
    APPLICATION_REVIEW_PATHS.decide,
    {
      onRequest: app.sessions.requireAdmin,
      schema: {
        tags: ["applications"],
        summary: "Accept or reject a pending application",
        params: applicationParamsSchema,
        body: applicationStatusSchema,
        response: { 200: okMessageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) =>
      decideApplication(
        app.database.db,
        app.mail,
        {
          applicationId: request.params.id,
          accepted: request.body.accepted,
          memberType: request.body.memberType,
          adminId: signedInMember(request).user_id,
        },
        { mailServer: mailServerSet(app.config) },
      ),
  );
}
