import { z } from "zod";
import { auditEntrySchema, auditQuerySchema } from "../../../shared/audit.ts";
import { AUDIT_PATHS } from "../../../shared/paths/audit.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import type { AuditService } from "./service.ts";

export const auditRoutes = (audit: AuditService): RouteTable => [
  route({
    method: "GET",
    url: AUDIT_PATHS.log,
    guard: "admin",
    schema: {
      tags: ["admin"],
      summary: "Admin actions, newest first",
      querystring: auditQuerySchema,
      response: { 200: z.array(auditEntrySchema), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => audit.list({ limit: request.query.limit, beforeId: request.query.before }),
  }),
];
