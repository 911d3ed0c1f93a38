import {
  clubSettingsSchema,
  clubSettingsUpdateSchema,
  setupChecklistSchema,
  type ClubSettings,
} from "../../../shared/club-settings.ts";
import { CLUB_SETTINGS_PATHS } from "../../../shared/paths/club-settings.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import type { ClubSettingsService } from "./service.ts";

const SAVES_PER_ADMIN = { max: 30, windowMs: 60_000 };

/** The club's settings and the first-run checklist, for admins; the service is built by the module's index. */
export function clubSettingsRoutes(
  settings: ClubSettingsService,
  facts: { configured: boolean; tiersPriced: () => Promise<boolean> },
): RouteTable {
  return [
    route({
      method: "GET",
      url: CLUB_SETTINGS_PATHS.settings,
      guard: "admin",
      schema: {
        tags: ["admin"],
        summary: "The club's name, contact address, time zone, locale, currency and country",
        response: { 200: clubSettingsSchema, ...errorResponses(401, 403) },
      },
      handler: async (): Promise<ClubSettings> => settings.read(),
    }),

    route({
      method: "PUT",
      url: CLUB_SETTINGS_PATHS.settings,
      guard: "admin",
      schema: {
        tags: ["admin"],
        summary: "Change any of the club's settings (only those given); audited",
        body: clubSettingsUpdateSchema,
        response: { 200: clubSettingsSchema, ...errorResponses(400, 401, 403, 429) },
      },
      rateLimits: (request) => [{ bucket: `club-settings:${signedInMember(request).user_id}`, ...SAVES_PER_ADMIN }],
      handler: async (request): Promise<ClubSettings> => {
        return settings.change(signedInMember(request), request.body);
      },
    }),

    route({
      method: "GET",
      url: CLUB_SETTINGS_PATHS.checklist,
      guard: "admin",
      schema: {
        tags: ["admin"],
        summary: "The first-run checklist: each step done or not",
        response: { 200: setupChecklistSchema, ...errorResponses(401, 403) },
      },
      handler: async (request) =>
        settings.checklist(signedInMember(request), {
          mailConfigured: facts.configured,
          tiersPriced: facts.tiersPriced,
        }),
    }),
  ];
}
