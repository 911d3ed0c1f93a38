import { adminOverviewSchema, type AdminOverview } from "../../../shared/admin-overview.ts";
import { ADMIN_OVERVIEW_PATHS } from "../../../shared/paths/admin-overview.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import type { AdminOverviewService } from "./service.ts";

/** The admin dashboard's "club at a glance". */
export const adminOverviewRoutes = (overview: AdminOverviewService): RouteTable => [
  route({
    method: "GET",
    url: ADMIN_OVERVIEW_PATHS.overview,
    guard: "admin",
    schema: {
      tags: ["admin"],
      summary:
        "The club at a glance: pending applications, members by type, upcoming events, mailings in progress, failed mail",
      response: { 200: adminOverviewSchema, ...errorResponses(401, 403) },
    },
    handler: async (): Promise<AdminOverview> => overview.read(),
  }),
];
