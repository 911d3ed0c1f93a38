import type { Db } from "../../kernel/database/database.ts";
import type { Logger } from "../../kernel/logging/logger.ts";
import { homeRoutes } from "./routes.ts";
import { homeService } from "./service.ts";

/** The members' home: one answer gathering what each other module has for her. */
export function createHome({ db, clubTimezone, log }: { db: Db; clubTimezone: string; log?: Logger }) {
  const service = homeService(db, clubTimezone, log);
  return { service, routes: homeRoutes(service) };
}
