import {
  EVENT_CATEGORY_PATHS,
  eventCategoriesSchema,
  replaceEventCategoriesSchema,
  visibleCategoriesSchema,
} from "../../../shared/event-categories.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import type { EventCategoriesService } from "./service.ts";

const WRITES_PER_ADMIN = { max: 30, windowMs: 60_000 };

export function eventCategoryRoutes(service: EventCategoriesService): RouteTable {
  return [
    route({
      method: "GET",
      url: EVENT_CATEGORY_PATHS.visible,
      guard: "member",
      schema: {
        tags: ["events"],
        summary: "The club's visible event categories, in its order",
        response: { 200: visibleCategoriesSchema, ...errorResponses(401) },
      },
      handler: async () => service.visible(),
    }),

    route({
      method: "GET",
      url: EVENT_CATEGORY_PATHS.admin,
      guard: "admin",
      schema: {
        tags: ["admin"],
        summary: "Every event category, hidden ones too",
        response: { 200: eventCategoriesSchema, ...errorResponses(401, 403) },
      },
      handler: async (request) => service.all(signedInMember(request)),
    }),

    route({
      method: "PUT",
      url: EVENT_CATEGORY_PATHS.admin,
      guard: "admin",
      schema: {
        tags: ["admin"],
        summary: "Replace the event categories (rename, hide, add); a category in use may be hidden, not removed",
        body: replaceEventCategoriesSchema,
        response: { 200: eventCategoriesSchema, ...errorResponses(400, 401, 403, 429) },
      },
      rateLimits: (request) => [{ bucket: `event-categories:${signedInMember(request).user_id}`, ...WRITES_PER_ADMIN }],
      handler: async (request) => {
        const admin = signedInMember(request);
        return service.replace(admin, request.body);
      },
    }),
  ];
}
