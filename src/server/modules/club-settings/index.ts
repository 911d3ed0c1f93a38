import type { FastifyInstance } from "fastify";
import { clubSettingsRoutes as routesWith } from "./routes.ts";
import { clubSettingsService, type ClubSettingsService } from "./service.ts";
import type { Database } from "../../kernel/database/database.ts";
import type { ClubDefaults } from "./mapper.ts";

export { toPublicSettings } from "./mapper.ts";
export type { ClubSettingsService } from "./service.ts";

const services = new WeakMap<Database, ClubSettingsService>();

/**
 * The club's settings as every module reads them (decision 39): one service per database, so the routes, /api/config
 * and the emails share one cache, aligned with the database's `club_settings` version on every read.
 */
export function clubSettings(database: Database, defaults: ClubDefaults): ClubSettingsService {
  let service = services.get(database);
  if (!service) {
    service = clubSettingsService(database, defaults);
    services.set(database, service);
  }
  return service;
}

/** The admin routes of club settings, with the service built here. */
export async function clubSettingsRoutes(app: FastifyInstance) {
  await routesWith(clubSettings(app.database, app.config))(app);
}
