import type { Db, Dialect } from "../../kernel/database/database.ts";
import { searchRoutes } from "./routes.ts";
import { searchService } from "./service.ts";

/** One search across the club: events, members, photos, stays and comments, through the access layer (decision 0045). */
export function createSearch({ database }: { database: { db: Db; dialect: Dialect } }) {
  const service = searchService(database);
  return { service, routes: searchRoutes(service) };
}
