import type { Database } from "../../kernel/database/database.ts";
import { adminOverviewRoutes } from "./routes.ts";
import { adminOverviewService } from "./service.ts";

/** The admin dashboard's summary, read from every module's tables. */
export function createAdminOverview({ database, mailServer }: { database: Database; mailServer: boolean }) {
  const service = adminOverviewService(database, { mailServer });
  return { service, routes: adminOverviewRoutes(service) };
}
