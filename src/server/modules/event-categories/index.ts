import type { Db } from "../../kernel/database/database.ts";
import { eventCategoryRoutes } from "./routes.ts";
import { eventCategoriesService } from "./service.ts";

/** The club's event categories: members read the visible ones, admins rename, hide and add (decision 0042). */
export function createEventCategories({ db }: { db: Db }) {
  const service = eventCategoriesService(db);
  return { service, routes: eventCategoryRoutes(service) };
}

export { categoryLabels, checkEventCategory } from "./service.ts";
