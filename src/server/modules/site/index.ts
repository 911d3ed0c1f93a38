import type { Config } from "../../config.ts";
import type { ClubSettingsService } from "../club-settings/index.ts";
import { siteRoutes } from "./routes.ts";
import { siteService } from "./service.ts";

/** What the public site asks of the server: the club's public facts (GET /api/config). */
export function createSite({ settings, config }: { settings: ClubSettingsService; config: Config }) {
  const service = siteService(settings, config);
  return { service, routes: siteRoutes(service) };
}
