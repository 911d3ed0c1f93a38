import type { Database } from "../../kernel/database/database.ts";
import { healthRoutes } from "./routes.ts";
import { healthService } from "./service.ts";

/** The load balancer's and the orchestrator's questions: alive? ready? */
export function createHealth({ database }: { database: Database }) {
  const service = healthService(database);
  return { service, routes: healthRoutes(service) };
}
