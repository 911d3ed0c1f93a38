import { sendStoredFile } from "../../kernel/media-storage/sending.ts";
import { STAY_PATHS } from "../../../shared/paths/stays.ts";
import { z } from "zod";
import { IMAGE_LIMITS } from "../../../shared/gallery.ts";
import {
  guestBookCreateSchema,
  myTierSchema,
  prefillQuerySchema,
  stayCreateSchema,
  stayIdParamsSchema,
  stayListQuerySchema,
  stayPhotoParamsSchema,
  stayPrefillSchema,
  stayRequestCreateSchema,
  stayRequestPatchSchema,
  stayRequestSchema,
  staySchema,
  stayUpdateSchema,
} from "../../../shared/stays.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import { readUploadForm } from "../gallery/index.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import type { MediaStorage } from "../../kernel/media-storage/storage.ts";
import type { StaysService } from "./service.ts";

const UPLOADS_PER_MEMBER = { max: IMAGE_LIMITS.uploadsPerHour, windowMs: 60 * 60 * 1000 };
/** Each request emails its host: a member asks at most this often (docs/product/limits.md#rate-limits). */
const STAY_REQUESTS_PER_MEMBER = { max: 20, windowMs: 60 * 60 * 1000 };
const photoParamsSchema = stayPhotoParamsSchema.omit({ variant: true });

/** Stays: homes, their photos, stay requests and answers, the guest book, tiers and their discounts. */
export function stayRoutes(stays: StaysService, { storage }: { storage: MediaStorage }): RouteTable {
  return [
    route({
      method: "GET",
      url: STAY_PATHS.list,
      guard: "member",
      schema: {
        tags: ["stays"],
        summary: "Homes the caller may see; where, from/to (free on those dates) and guests narrow them",
        querystring: stayListQuerySchema,
        response: { 200: z.array(staySchema), ...errorResponses(400, 401) },
      },
      handler: async (request) => stays.list(signedInMember(request), request.query),
    }),

    route({
      method: "POST",
      url: STAY_PATHS.list,
      guard: "member",
      schema: {
        tags: ["stays"],
        summary: "List a home (a Travel Host, or an admin naming one in host_id)",
        body: stayCreateSchema,
        response: { 201: staySchema, ...errorResponses(400, 401, 403) },
      },
      handler: async (request, reply) =>
        reply.code(201).send(await stays.create(signedInMember(request), request.body)),
    }),

    route({
      method: "GET",
      url: STAY_PATHS.prefill,
      guard: "member",
      schema: {
        tags: ["stays"],
        summary: "What the Travel Host's accepted application said of her home (an admin may name the host)",
        querystring: prefillQuerySchema,
        response: { 200: stayPrefillSchema, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request) => stays.prefill(signedInMember(request), request.query.host_id),
    }),

    route({
      method: "GET",
      url: STAY_PATHS.one,
      guard: "member",
      schema: {
        tags: ["stays"],
        summary: "One home; `address` only for its host, admins and a guest with an accepted stay",
        params: stayIdParamsSchema,
        response: { 200: staySchema, ...errorResponses(400, 401, 404) },
      },
      handler: async (request) => stays.get(signedInMember(request), request.params.id),
    }),

    route({
      method: "PUT",
      url: STAY_PATHS.one,
      guard: "member",
      schema: {
        tags: ["stays"],
        summary: "Change a home (its host or an admin); fields left out keep their value",
        params: stayIdParamsSchema,
        body: stayUpdateSchema,
        response: { 200: staySchema, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request) => stays.update(signedInMember(request), request.params.id, request.body),
    }),

    route({
      method: "POST",
      url: STAY_PATHS.photos,
      guard: "member",
      schema: {
        tags: ["stays"],
        summary: "Add a photo to a home (multipart field `image`; its host or an admin)",
        consumes: ["multipart/form-data"],
        params: stayIdParamsSchema,
        response: { 201: staySchema, ...errorResponses(400, 401, 403, 404, 413, 415, 429) },
      },
      upload: true,
      rateLimits: (request) => [{ bucket: `upload-member:${signedInMember(request).user_id}`, ...UPLOADS_PER_MEMBER }],
      handler: async (request, reply) => {
        const form = await readUploadForm(request);
        return reply.code(201).send(await stays.addPhoto(signedInMember(request), request.params.id, form.buffer));
      },
    }),

    route({
      method: "DELETE",
      url: STAY_PATHS.photo,
      guard: "member",
      schema: {
        tags: ["stays"],
        summary: "Remove a photo from a home (its host or an admin)",
        params: photoParamsSchema,
        response: { 200: staySchema, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request) => stays.deletePhoto(signedInMember(request), request.params.id, request.params.photoId),
    }),

    route({
      method: "GET",
      url: STAY_PATHS.photoFile,
      guard: "member",
      schema: {
        tags: ["stays"],
        summary: "A photo's file (thumb or display), for those who may see the home",
        params: stayPhotoParamsSchema,
      },
      handler: async (request, reply) =>
        sendStoredFile(storage, await stays.photoFile(signedInMember(request), request.params), request, reply),
    }),

    route({
      method: "POST",
      url: STAY_PATHS.requestsOf,
      guard: "member",
      schema: {
        tags: ["stays"],
        summary: "Ask to stay: dates inside the home's availability, free, for as many guests as it sleeps",
        description:
          "409 when the caller already has a pending request for the same home and nights; 429 past 20 requests an hour.",
        params: stayIdParamsSchema,
        body: stayRequestCreateSchema,
        response: { 201: stayRequestSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      rateLimits: (request) => [
        { bucket: `stay-request-member:${signedInMember(request).user_id}`, ...STAY_REQUESTS_PER_MEMBER },
      ],
      handler: async (request, reply) =>
        reply.code(201).send(await stays.request(signedInMember(request), request.params.id, request.body)),
    }),

    route({
      method: "GET",
      url: STAY_PATHS.requests,
      guard: "member",
      schema: {
        tags: ["stays"],
        summary: "The caller's stay requests and those made for her homes, newest first",
        response: { 200: z.array(stayRequestSchema), ...errorResponses(401) },
      },
      handler: async (request) => stays.listRequests(signedInMember(request)),
    }),

    route({
      method: "GET",
      url: STAY_PATHS.request,
      guard: "member",
      schema: {
        tags: ["stays"],
        summary: "One stay request, for its guest, the host and admins",
        params: stayIdParamsSchema,
        response: { 200: stayRequestSchema, ...errorResponses(400, 401, 404) },
      },
      handler: async (request) => stays.getRequest(signedInMember(request), request.params.id),
    }),

    route({
      method: "PATCH",
      url: STAY_PATHS.request,
      guard: "member",
      schema: {
        tags: ["stays"],
        summary: "Accept or decline (the host or an admin), or cancel (the guest, the host or an admin)",
        params: stayIdParamsSchema,
        body: stayRequestPatchSchema,
        response: { 200: stayRequestSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request) => stays.answer(signedInMember(request), request.params.id, request.body),
    }),

    route({
      method: "GET",
      url: STAY_PATHS.requestIcs,
      guard: "member",
      schema: {
        tags: ["stays"],
        summary: "An accepted stay as an iCalendar file",
        params: stayIdParamsSchema,
        response: { 200: z.string().describe("text/calendar"), ...errorResponses(400, 401, 404, 409) },
      },
      handler: async (request, reply) =>
        reply
          .type("text/calendar; charset=utf-8")
          .header("content-disposition", 'attachment; filename="stay.ics"')
          .header("cache-control", "private, no-store")
          .send(await stays.requestIcs(signedInMember(request), request.params.id)),
    }),

    route({
      method: "POST",
      url: STAY_PATHS.guestBook,
      guard: "member",
      schema: {
        tags: ["stays"],
        summary: "After her stay, the guest's note in the home's guest book (once a stay)",
        params: stayIdParamsSchema,
        body: guestBookCreateSchema,
        response: { 201: staySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request, reply) =>
        reply
          .code(201)
          .send(await stays.signGuestBook(signedInMember(request), request.params.id, request.body.content)),
    }),

    route({
      method: "GET",
      url: STAY_PATHS.tier,
      guard: "member",
      schema: {
        tags: ["stays"],
        summary: "The caller's membership tier and the housing discount it gives, with every tier's figure",
        response: { 200: myTierSchema, ...errorResponses(401) },
      },
      handler: async (request) => stays.myTier(signedInMember(request)),
    }),
  ];
}
