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
  /** Whether the club has set a fee on any of its tiers (the checklist's tiers step; the membership module knows). */
  tiersPriced?: () => Promise<boolean>;
}) {
  const service = clubSettingsService(
    deps.database,
    deps.defaults,
    { outbox: deps.mail, configured: deps.mailConfigured },
    deps.tiersPriced,
  );
  return { service, routes: clubSettingsRoutes(service) };
}

export { toPublicSettings } from "./mapper.ts";
export type { ClubSettingsService } from "./service.ts";
