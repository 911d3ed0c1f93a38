import type { Db } from "../../kernel/database/database.ts";
import { introductionsRoutes } from "./routes.ts";
import { introductionsService } from "./service.ts";

/** Introductions by a mutual member (docs/product/conversations.md#introductions, decision 0062). */
export function createIntroductions({ db }: { db: Db }) {
  const service = introductionsService(db);
  return { service, routes: introductionsRoutes(service) };
}
