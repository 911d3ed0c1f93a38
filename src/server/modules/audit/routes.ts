import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { auditEntrySchema, auditQuerySchema, type AuditEntry } from "../../../shared/audit.ts";
import { errorResponses } from "../../http/openapi-responses.ts";
import { auditRepository } from "./repository.ts";

type AuditRow = Awaited<ReturnType<ReturnType<typeof auditRepository>["list"]>>[number];

function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actor: row.actor_user_id === null ? null : { user_id: row.actor_user_id, name: row.actor_name ?? "" },
    action: row.action,
    target: row.target,
    details: row.details ? (JSON.parse(row.details) as Record<string, unknown>) : null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const audit = auditRepository(app.database.db);

  app.get(
    "/api/admin/audit-log",
    {
      onRequest: app.sessions.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Admin actions, newest first",
        querystring: auditQuerySchema,
        response: { 200: z.array(auditEntrySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => (await audit.list({ limit: request.query.limit, beforeId: request.query.before })).map(toAuditEntry),
  );
}
