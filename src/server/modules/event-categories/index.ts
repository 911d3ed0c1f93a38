import type { FastifyInstance } from "fastify";
import { eventCategoryRoutesWith } from "./routes.ts";
import { eventCategoriesService } from "./service.ts";

export { categoryLabels, checkEventCategory } from "./service.ts";

/** The club's event categories: members read the visible ones, admins rename, hide and add (decision 0042). */
export async function eventCategoryRoutes(app: FastifyInstance) {
  await app.register(eventCategoryRoutesWith(eventCategoriesService(app.database.db)));
}
