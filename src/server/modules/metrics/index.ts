import type { Database } from "../../kernel/database/database.ts";
import { metricsRoutes } from "./routes.ts";
import { metricsService } from "./service.ts";

/** Prometheus's view of the server, for the monitoring system only. */
export function createMetrics({ database, token }: { database: Database; token: string | undefined }) {
  const service = metricsService(database, token);
  return { service, routes: metricsRoutes(service) };
}
