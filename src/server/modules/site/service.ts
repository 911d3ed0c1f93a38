import type { PublicConfig } from "../../../shared/config.ts";
import type { Config } from "../../config.ts";
import { mailServerSet } from "../../config.ts";
import { toPublicSettings, type ClubSettingsService } from "../club-settings/index.ts";

/** The public facts about this club the web app reads at runtime: its settings, and whether OIDC and mail are set up. */
export function siteService(settings: ClubSettingsService, config: Config) {
  const fixed = { oidcEnabled: config.oidc !== undefined, mailConfigured: mailServerSet(config) };
  return {
    publicConfig: async (): Promise<PublicConfig> => ({ ...toPublicSettings(await settings.read()), ...fixed }),
  };
}

export type SiteService = ReturnType<typeof siteService>;
