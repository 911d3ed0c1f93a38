import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createInvitationCodeSchema,
  invitationCodeParamsSchema,
  invitationCodeSchema,
  validateCodeRequestSchema,
  validateCodeResponseSchema,
} from "../../../shared/invitation-codes.ts";
import { APPLICATION_PATHS } from "../../../shared/paths/applications.ts";
import { INVITATION_CODE_PATHS } from "../../../shared/paths/invitation-codes.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { invitationCodesService } from "./service.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";

const CHECKS_PER_IP = { max: 10, windowMs: 60_000 };

export async function invitationCodeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const codes = invitationCodesService(app.database.db);

  app.post(
    APPLICATION_PATHS.validateCode,
    {
      schema: {
        tags: ["applications"],
        summary: "Check an invitation code before applying",
        body: validateCodeRequestSchema,
        response: { 200: validateCodeResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await app.rateLimiter.enforce({ bucket: `validate-code-ip:${request.ip}`, ...CHECKS_PER_IP });
      return codes.check(request.body.code);
    },
  );

  app.get(
    INVITATION_CODE_PATHS.list,
    {
      onRequest: app.sessions.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Every invitation code",
        response: { 200: z.array(invitationCodeSchema), ...errorResponses(401, 403) },
      },
    },
    async () => codes.list(),
  );

  app.post(
    INVITATION_CODE_PATHS.list,
    {
      onRequest: app.sessions.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Create an invitation code (generated when none is given)",
        body: createInvitationCodeSchema,
        response: { 201: invitationCodeSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      return reply.code(201).send(await codes.create(signedInMember(request), request.body));
    },
  );

  app.delete(
    INVITATION_CODE_PATHS.one,
    {
      onRequest: app.sessions.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Revoke an invitation code",
        params: invitationCodeParamsSchema,
        response: { 200: invitationCodeSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      return codes.revoke(signedInMember(request), request.params.code);
    },
  );
}
