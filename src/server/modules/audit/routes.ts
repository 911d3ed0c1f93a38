import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { auditEntrySchema, auditQuerySchema } from "../../../shared/audit.ts";
import { AUDIT_PATHS } from "../../../shared/paths/audit.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { auditService } from "./service.ts";

export async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const audit = auditService(app.database.db);

  app.get(
    AUDIT_PATHS.log,
    {
      onRequest: app.sessions.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Admin actions, newest first",
        querystring: auditQuerySchema,
        response: { 200: z.array(auditEntrySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => audit.list({ limit: request.query.limit, beforeId: request.query.before }),
  );
}
