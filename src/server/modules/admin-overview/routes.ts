import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { adminOverviewSchema, OVERVIEW_LIMITS, type AdminOverview } from "../../../shared/admin-overview.ts";
import { errorResponses } from "../../http/openapi-responses.ts";
import { toMailingInProgress, toMemberCounts, toNextEvent } from "./mapper.ts";
import { adminOverviewRepository } from "./repository.ts";
import { mailLog } from "../mailings/mail-log.ts";

const DAY_MS = 86_400_000;

/** The admin dashboard's "club at a glance" (issue 7). */
export async function adminOverviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const overview = adminOverviewRepository(app.database.db);
  const mail = mailLog(app.database);

  app.get(
    "/api/admin/overview",
    {
      onRequest: app.sessions.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "The club at a glance: pending applications, members by type, upcoming events, mailings in progress, failed mail",
        response: { 200: adminOverviewSchema, ...errorResponses(401, 403) },
      },
    },
    async (): Promise<AdminOverview> => {
      const now = Date.now();
      const [pendingApplications, members, upcoming, next, mailings, failedMail] = await Promise.all([
        overview.pendingApplications(),
        overview.memberCounts(),
        overview.upcomingEventCount(now, OVERVIEW_LIMITS.upcomingDays),
        overview.nextEvents(now, OVERVIEW_LIMITS.nextEvents),
        overview.mailingsInProgress(OVERVIEW_LIMITS.mailingsInProgress),
        mail.failedSince(now - OVERVIEW_LIMITS.failedMailDays * DAY_MS, OVERVIEW_LIMITS.failedMailShown),
      ]);
      return {
        pendingApplications,
        members: toMemberCounts(members),
        upcomingEvents: { count: upcoming, next: next.map(toNextEvent) },
        mailingsInProgress: mailings.map(toMailingInProgress),
        failedMail,
      };
    },
  );
}
