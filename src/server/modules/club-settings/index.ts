import type { Database } from "../../kernel/database/database.ts";
import type { Outbox } from "../outbox/index.ts";
import type { ClubDefaults } from "./mapper.ts";
import { clubSettingsRoutes } from "./routes.ts";
import { clubSettingsService } from "./service.ts";

/**
 * The club's settings (decision 39) and the first-run checklist: one service, whose versioned cache the admin routes,
 * /api/config and every other reader share.
 */
export function createClubSettings(deps: {
  database: Database;
  defaults: ClubDefaults;
  mail: Pick<Outbox, "enqueue">;
  mailConfigured: boolean;
}) {
  const service = clubSettingsService(deps.database, deps.defaults, {
    outbox: deps.mail,
    configured: deps.mailConfigured,
  });
  return { service, routes: clubSettingsRoutes(service) };
}

export { toPublicSettings } from "./mapper.ts";
export type { ClubSettingsService } from "./service.ts";
