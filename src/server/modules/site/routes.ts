import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { publicConfigSchema, type PublicConfig } from "../../../shared/config.ts";
import { SESSION_PATHS } from "../../../shared/paths/session.ts";
import { mailServerSet } from "../../config.ts";
import { clubSettings, toPublicSettings } from "../club-settings/index.ts";

export async function siteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const settings = clubSettings(app.database, app.config);
  const fixed = { oidcEnabled: app.config.oidc !== undefined, mailConfigured: mailServerSet(app.config) };

  app.get(
    SESSION_PATHS.config,
    { schema: { tags: ["site"], summary: "Public facts about this club", response: { 200: publicConfigSchema } } },
    async (): Promise<PublicConfig> => ({ ...toPublicSettings(await settings.read()), ...fixed }),
  );
}
