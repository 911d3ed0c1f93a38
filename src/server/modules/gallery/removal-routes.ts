import { z } from "zod";
import {
  imageIdParamsSchema,
  removalAnswerSchema,
  removalRequestSchema,
  removalRestoreSchema,
} from "../../../shared/gallery.ts";
import { GALLERY_PATHS } from "../../../shared/paths/gallery.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import type { GalleryService } from "./service.ts";

/** "Remove me" (docs/product/privacy.md#remove-me, decision 0056). */
export const removalRoutes = (media: GalleryService): RouteTable => [
  route({
    method: "POST",
    url: GALLERY_PATHS.removalRequest,
    guard: "member",
    schema: {
      tags: ["images"],
      summary: "Ask for a photo to come down: hidden at once from everyone but its uploader and the admins",
      params: imageIdParamsSchema,
      body: removalRequestSchema,
      response: { 202: removalAnswerSchema, ...errorResponses(400, 401, 403, 404, 429) },
    },
    rateLimits: (request) => [
      { bucket: `removal-request:${signedInMember(request).user_id}`, max: 30, windowMs: 60 * 60 * 1000 },
    ],
    handler: async (request, reply) => {
      await media.removal.request(signedInMember(request), request.params.id, request.body.reason ?? "");
      return reply.code(202).send({ ok: true as const, request: null });
    },
  }),

  route({
    method: "GET",
    url: GALLERY_PATHS.removalRequest,
    guard: "member",
    schema: {
      tags: ["images"],
      summary: "The latest request to remove a photo (its uploader or an admin)",
      params: imageIdParamsSchema,
      response: { 200: removalAnswerSchema, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => ({
      ok: true as const,
      request: await media.removal.state(signedInMember(request), request.params.id),
    }),
  }),

  route({
    method: "POST",
    url: GALLERY_PATHS.removalKeep,
    guard: "member",
    schema: {
      tags: ["images"],
      summary: "Keep a photo down after a request to remove it (its uploader or an admin)",
      params: imageIdParamsSchema,
      body: z.object({}).strict().optional(),
      response: { 200: removalAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const member = signedInMember(request);
      await media.removal.keep(member, request.params.id);
      return { ok: true as const, request: await media.removal.state(member, request.params.id) };
    },
  }),

  route({
    method: "POST",
    url: GALLERY_PATHS.removalRestore,
    guard: "member",
    schema: {
      tags: ["images"],
      summary: "Restore a photo that was asked to be removed, with a reason the member who asked reads",
      params: imageIdParamsSchema,
      body: removalRestoreSchema,
      response: { 200: removalAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const member = signedInMember(request);
      await media.removal.restore(member, request.params.id, request.body.reason);
      return { ok: true as const, request: await media.removal.state(member, request.params.id) };
    },
  }),
];
