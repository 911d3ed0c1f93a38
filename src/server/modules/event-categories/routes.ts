import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  EVENT_CATEGORY_PATHS,
  eventCategoriesSchema,
  replaceEventCategoriesSchema,
  visibleCategoriesSchema,
} from "../../../shared/event-categories.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import type { EventCategoriesService } from "./service.ts";

const WRITES_PER_ADMIN = { max: 30, windowMs: 60_000 };

export function eventCategoryRoutesWith(service: EventCategoriesService) {
  return async function eventCategoryRoutes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      EVENT_CATEGORY_PATHS.visible,
      {
        onRequest: app.sessions.requireMember,
        schema: {
          tags: ["events"],
          summary: "The club's visible event categories, in its order",
          response: { 200: visibleCategoriesSchema, ...errorResponses(401) },
        },
      },
      async () => service.visible(),
    );

    app.get(
      EVENT_CATEGORY_PATHS.admin,
      {
        onRequest: app.sessions.requireAdmin,
        schema: {
          tags: ["admin"],
          summary: "Every event category, hidden ones too",
          response: { 200: eventCategoriesSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => service.all(signedInMember(request)),
    );

    app.put(
      EVENT_CATEGORY_PATHS.admin,
      {
        onRequest: app.sessions.requireAdmin,
        schema: {
          tags: ["admin"],
          summary: "Replace the event categories (rename, hide, add); a category in use may be hidden, not removed",
          body: replaceEventCategoriesSchema,
          response: { 200: eventCategoriesSchema, ...errorResponses(400, 401, 403, 429) },
        },
      },
      async (request) => {
        const admin = signedInMember(request);
        await app.rateLimiter.enforce({ bucket: `event-categories:${admin.user_id}`, ...WRITES_PER_ADMIN });
        return service.replace(admin, request.body);
      },
    );
  };
}
