import type { Db } from "../../kernel/database/database.ts";
import { homeRoutes } from "./routes.ts";
import { homeService } from "./service.ts";

/** The members' home: one answer gathering what each other module has for her. */
export function createHome({ db, clubTimezone }: { db: Db; clubTimezone: string }) {
  const service = homeService(db, clubTimezone);
  return { service, routes: homeRoutes(service) };
}
