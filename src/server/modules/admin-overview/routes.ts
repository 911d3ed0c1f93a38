import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { adminOverviewSchema, OVERVIEW_LIMITS, type AdminOverview } from "../../../shared/admin-overview.ts";
import { errorResponses } from "../../http/openapi-responses.ts";
import { toMailingInProgress, toMemberCounts, toNextEvent } from "./mapper.ts";
import { adminOverviewRepository } from "./repository.ts";

/** The admin dashboard's "club at a glance" (issue 7). */
export async function adminOverviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const overview = adminOverviewRepository(app.database.db);

  app.get(
    "/api/admin/overview",
    {
      onRequest: app.sessions.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "The club at a glance: pending applications, members by type, upcoming events, mailings in progress",
        response: { 200: adminOverviewSchema, ...errorResponses(401, 403) },
      },
    },
    async (): Promise<AdminOverview> => {
      const now = Date.now();
      const [pendingApplications, members, upcoming, next, mailings] = await Promise.all([
        overview.pendingApplications(),
        overview.memberCounts(),
        overview.upcomingEventCount(now, OVERVIEW_LIMITS.upcomingDays),
        overview.nextEvents(now, OVERVIEW_LIMITS.nextEvents),
        overview.mailingsInProgress(OVERVIEW_LIMITS.mailingsInProgress),
      ]);
      return {
        pendingApplications,
        members: toMemberCounts(members),
        upcomingEvents: { count: upcoming, next: next.map(toNextEvent) },
        mailingsInProgress: mailings.map(toMailingInProgress),
      };
    },
  );
}
