import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  APPLICATION_TEXTS,
  applicationParamsSchema,
  applicationSchema,
  applicationStatusSchema,
  applicationSubmissionSchema,
  submissionAnswerSchema,
} from "../../../shared/applications.ts";
import { badRequest, conflict, notFound } from "../../http/errors.ts";
import { errorResponses } from "../../http/openapi-responses.ts";
import { toApplication } from "./mapper.ts";
import { applicationsRepository } from "./repository.ts";
import { decideApplication, submitApplication } from "./service.ts";

// An application checks an invitation code, so it shares the code checks' limit (DECISIONS §4).
const APPLICATIONS_PER_IP = { max: 10, windowMs: 60_000 };

export async function applicationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const applications = applicationsRepository(app.database.db);

  app.post(
    "/request",
    {
      schema: {
        tags: ["applications"],
        summary: "Apply to join with an invitation code",
        body: applicationSubmissionSchema,
        response: { 201: submissionAnswerSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await app.rateLimiter.enforce({ bucket: `validate-code-ip:${request.ip}`, ...APPLICATIONS_PER_IP });
      const outcome = await submitApplication(app.database.db, app.mail, request.body);
      if (outcome === "invalid-code") throw badRequest(APPLICATION_TEXTS.invalidCode, [{ path: "body.invitationCode", message: APPLICATION_TEXTS.invalidCode }]);
      return reply.code(201).send({ ok: true as const, message: "Application submitted." });
    },
  );

  app.get(
    "/api/applications",
    {
      onRequest: app.sessions.requireAdmin,
      schema: { tags: ["applications"], summary: "Every application, newest first", response: { 200: z.array(applicationSchema), ...errorResponses(401, 403) } },
    },
    async () => (await applications.listWithProperties()).map(toApplication),
  );

  app.patch(
    "/api/applications/:id/status",
    {
      onRequest: app.sessions.requireAdmin,
      schema: {
        tags: ["applications"],
        summary: "Accept or reject a pending application",
        params: applicationParamsSchema,
        body: applicationStatusSchema,
        response: { 200: submissionAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const outcome = await decideApplication(app.database.db, app.mail, {
        applicationId: request.params.id,
        accepted: request.body.accepted,
        adminId: request.member!.user_id,
      });
      if (outcome === "not-found") throw notFound("No such application.");
      if (outcome === "already-decided") throw conflict("This application has already been decided.");
      return { ok: true as const, message: request.body.accepted ? "Application accepted." : "Application rejected." };
    },
  );
}
