import type { Db } from "../../kernel/database/database.ts";
import { auditRoutes } from "./routes.ts";
import { auditService } from "./service.ts";

/** The audit log: every module records its admin actions here; admins read it. */
export function createAudit({ db }: { db: Db }) {
  const service = auditService(db);
  return { service, routes: auditRoutes(service) };
}

export { recordAudit } from "./service.ts";
