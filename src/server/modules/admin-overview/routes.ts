import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { adminOverviewSchema, type AdminOverview } from "../../../shared/admin-overview.ts";
import { ADMIN_OVERVIEW_PATHS } from "../../../shared/paths/admin-overview.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { adminOverviewService } from "./service.ts";

/** The admin dashboard's "club at a glance". */
export async function adminOverviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const overview = adminOverviewService(app.database, { mailServer: app.config.smtpUrl !== undefined });

  app.get(
    ADMIN_OVERVIEW_PATHS.overview,
    {
      onRequest: app.sessions.requireAdmin,
      schema: {
        tags: ["admin"],
        summary:
          "The club at a glance: pending applications, members by type, upcoming events, mailings in progress, failed mail",
        response: { 200: adminOverviewSchema, ...errorResponses(401, 403) },
      },
    },
    async (): Promise<AdminOverview> => overview.read(),
  );
}
