import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { chooseCoverSchema } from "../../../shared/event-cover.ts";
import { eventParamsSchema, eventSchema } from "../../../shared/events.ts";
import { IMAGE_LIMITS } from "../../../shared/gallery.ts";
import { EVENT_PATHS } from "../../../shared/paths/events.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import { readUploadForm } from "../gallery/index.ts";
import { UPLOAD_LIMITS } from "../../kernel/http/route-table.ts";
import { chooseCover, removeCover, uploadCover } from "./cover.ts";
import { presentEvent } from "./service.ts";

const UPLOADS_PER_MEMBER = { max: IMAGE_LIMITS.uploadsPerHour, windowMs: 60 * 60 * 1000 };

/** An event's cover image: uploaded (multipart, with the gallery's limits), chosen from the gallery, or removed. */
export async function eventCoverRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const member = { onRequest: app.sessions.requireMember };
  // Scoped to this plugin: only the cover upload reads multipart bodies here.
  await app.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });

  app.post(
    EVENT_PATHS.cover,
    {
      ...member,
      schema: {
        tags: ["events"],
        summary: "Upload the event's cover (multipart field `image`; its creator or an admin)",
        consumes: ["multipart/form-data"],
        params: eventParamsSchema,
        response: { 200: eventSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 429, 507) },
      },
    },
    async (request) => {
      const caller = signedInMember(request);
      await app.rateLimiter.enforce({ bucket: `upload-member:${caller.user_id}`, ...UPLOADS_PER_MEMBER });
      const form = await readUploadForm(request);
      const id = await uploadCover(db, app.gallery, caller, request.params.id, form);
      return presentEvent(db, id, caller);
    },
  );

  app.put(
    EVENT_PATHS.cover,
    {
      ...member,
      schema: {
        tags: ["events"],
        summary: "Use a gallery image the caller may see as the event's cover (its creator or an admin)",
        params: eventParamsSchema,
        body: chooseCoverSchema,
        response: { 200: eventSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const caller = signedInMember(request);
      const id = await chooseCover(db, app.gallery, caller, request.params.id, request.body.imageId);
      return presentEvent(db, id, caller);
    },
  );

  app.delete(
    EVENT_PATHS.cover,
    {
      ...member,
      schema: {
        tags: ["events"],
        summary: "Remove the event's cover: the club's own banner shows again (its creator or an admin)",
        params: eventParamsSchema,
        response: { 200: eventSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const caller = signedInMember(request);
      return presentEvent(db, await removeCover(db, caller, request.params.id), caller);
    },
  );
}
