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
import { conflict, notFound } from "../../http/errors.ts";
import { errorResponses } from "../../http/openapi-responses.ts";
import { recordAudit } from "../audit/service.ts";
import { invitationCodesRepository } from "./repository.ts";
import { generateCode, isUsable, toInvitationCode } from "./rules.ts";

const CHECKS_PER_IP = { max: 10, windowMs: 60_000 };
const INVALID = "Invalid invitation code.";

export async function invitationCodeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const codes = invitationCodesRepository(app.database.db);

  app.post(
    "/api/validate-code",
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
      const code = request.body.code.trim();
      const row = code ? await codes.find(code) : undefined;
      return isUsable(row) ? { valid: true as const } : { valid: false as const, error: INVALID };
    },
  );

  app.get(
    "/api/admin/invitation-codes",
    {
      onRequest: app.sessions.requireAdmin,
      schema: { tags: ["admin"], summary: "Every invitation code", response: { 200: z.array(invitationCodeSchema), ...errorResponses(401, 403) } },
    },
    async () => (await codes.list()).map(toInvitationCode),
  );

  app.post(
    "/api/admin/invitation-codes",
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
      const body = request.body;
      const created = await codes.create({
        code: body.code ?? generateCode(),
        maxUses: body.maxUses ?? null,
        expiresAt: body.expiresAt ? Date.parse(body.expiresAt) : null,
        note: body.note || null,
        createdBy: request.member!.user_id,
      });
      if (!created) throw conflict("That invitation code already exists.");
      await recordAudit(app.database.db, {
        actorUserId: request.member!.user_id,
        action: "invitation-code.create",
        target: `invitation-code:${created.code}`,
        details: { maxUses: created.max_uses, expiresAt: created.expires_at },
      });
      return reply.code(201).send(toInvitationCode(created));
    },
  );

  app.delete(
    "/api/admin/invitation-codes/:code",
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
      const revoked = await codes.revoke(request.params.code);
      if (!revoked) throw notFound("No such invitation code.");
      await recordAudit(app.database.db, { actorUserId: request.member!.user_id, action: "invitation-code.revoke", target: `invitation-code:${revoked.code}` });
      return toInvitationCode(revoked);
    },
  );
}
