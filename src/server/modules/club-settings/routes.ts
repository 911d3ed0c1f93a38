import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  clubSettingsSchema,
  clubSettingsUpdateSchema,
  setupChecklistSchema,
  type ClubSettings,
} from "../../../shared/club-settings.ts";
import { CLUB_SETTINGS_PATHS } from "../../../shared/paths/club-settings.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import { mailServerSet } from "../../config.ts";
import type { ClubSettingsService } from "./service.ts";

const SAVES_PER_ADMIN = { max: 30, windowMs: 60_000 };

/** The club's settings and the first-run checklist, for admins; the service is built by the module's index. */
export function clubSettingsRoutes(settings: ClubSettingsService) {
  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      CLUB_SETTINGS_PATHS.settings,
      {
        onRequest: app.sessions.requireAdmin,
        schema: {
          tags: ["admin"],
          summary: "The club's name, contact address, time zone, locale, currency and country",
          response: { 200: clubSettingsSchema, ...errorResponses(401, 403) },
        },
      },
      async (): Promise<ClubSettings> => settings.read(),
    );

    app.put(
      CLUB_SETTINGS_PATHS.settings,
      {
        onRequest: app.sessions.requireAdmin,
        schema: {
          tags: ["admin"],
          summary: "Change any of the club's settings (only those given); audited",
          body: clubSettingsUpdateSchema,
          response: { 200: clubSettingsSchema, ...errorResponses(400, 401, 403, 429) },
        },
      },
      async (request): Promise<ClubSettings> => {
        const admin = signedInMember(request);
        await app.rateLimiter.enforce({ bucket: `club-settings:${admin.user_id}`, ...SAVES_PER_ADMIN });
        return settings.change(admin, request.body);
      },
    );

    app.get(
      CLUB_SETTINGS_PATHS.checklist,
      {
        onRequest: app.sessions.requireAdmin,
        schema: {
          tags: ["admin"],
          summary: "The first-run checklist: each step done or not",
          response: { 200: setupChecklistSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => settings.checklist(signedInMember(request), { mailConfigured: mailServerSet(app.config) }),
    );
  };
}
