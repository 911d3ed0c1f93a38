import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { publicConfigSchema } from "../../../shared/config.ts";
import { SESSION_PATHS } from "../../../shared/paths/session.ts";
import { mailServerSet } from "../../config.ts";

export async function siteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const answer = {
    clubName: app.config.clubName,
    oidcEnabled: app.config.oidc !== undefined,
    clubTimezone: app.config.clubTimezone,
    clubLocale: app.config.clubLocale,
    clubCurrency: app.config.clubCurrency,
    clubCountry: app.config.clubCountry,
    clubContactEmail: app.config.clubContactEmail,
    mailConfigured: mailServerSet(app.config),
  };

  app.get(
    SESSION_PATHS.config,
    { schema: { tags: ["site"], summary: "Public facts about this club", response: { 200: publicConfigSchema } } },
    async () => answer,
  );
}
