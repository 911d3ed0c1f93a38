import { chooseCoverSchema } from "../../../shared/event-cover.ts";
import { eventParamsSchema, eventSchema } from "../../../shared/events.ts";
import { IMAGE_LIMITS } from "../../../shared/gallery.ts";
import { EVENT_PATHS } from "../../../shared/paths/events.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import { readUploadForm } from "../gallery/index.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import type { EventsServices } from "./services.ts";

const UPLOADS_PER_MEMBER = { max: IMAGE_LIMITS.uploadsPerHour, windowMs: 60 * 60 * 1000 };

/** An event's cover image: uploaded (multipart, with the gallery's limits), chosen from the gallery, or removed. */
export function eventCoverRoutes(events: EventsServices): RouteTable {
  return [
    route({
      method: "POST",
      url: EVENT_PATHS.cover,
      guard: "member",
      schema: {
        tags: ["events"],
        summary: "Upload the event's cover (multipart field `image`; its creator or an admin)",
        consumes: ["multipart/form-data"],
        params: eventParamsSchema,
        response: { 200: eventSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 429, 507) },
      },
      upload: true,
      rateLimits: (request) => [{ bucket: `upload-member:${signedInMember(request).user_id}`, ...UPLOADS_PER_MEMBER }],
      handler: async (request) => {
        const form = await readUploadForm(request);
        return events.uploadCover(signedInMember(request), request.params.id, form);
      },
    }),

    route({
      method: "PUT",
      url: EVENT_PATHS.cover,
      guard: "member",
      schema: {
        tags: ["events"],
        summary: "Use a gallery image the caller may see as the event's cover (its creator or an admin)",
        params: eventParamsSchema,
        body: chooseCoverSchema,
        response: { 200: eventSchema, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request) => {
        return events.chooseCover(signedInMember(request), request.params.id, request.body.imageId);
      },
    }),

    route({
      method: "DELETE",
      url: EVENT_PATHS.cover,
      guard: "member",
      schema: {
        tags: ["events"],
        summary: "Remove the event's cover: the club's own banner shows again (its creator or an admin)",
        params: eventParamsSchema,
        response: { 200: eventSchema, ...errorResponses(401, 403, 404) },
      },
      handler: async (request) => {
        return events.removeCover(signedInMember(request), request.params.id);
      },
    }),
  ];
}
