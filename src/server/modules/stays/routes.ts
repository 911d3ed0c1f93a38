import { sendStoredFile } from "../../kernel/media-storage/sending.ts";
import { STAY_PATHS } from "../../../shared/paths/stays.ts";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { IMAGE_LIMITS } from "../../../shared/gallery.ts";
import {
  guestBookCreateSchema,
  memberTierParamsSchema,
  memberTierSchema,
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
  tierDiscountsSchema,
} from "../../../shared/stays.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import { mediaPictures, readUploadForm } from "../gallery/index.ts";
import { UPLOAD_LIMITS } from "../../kernel/http/route-table.ts";
import { staysService } from "./service.ts";

const UPLOADS_PER_MEMBER = { max: IMAGE_LIMITS.uploadsPerHour, windowMs: 60 * 60 * 1000 };
/** Each request emails its host: a member asks at most this often (docs/product/limits.md#rate-limits). */
const STAY_REQUESTS_PER_MEMBER = { max: 20, windowMs: 60 * 60 * 1000 };
const photoParamsSchema = stayPhotoParamsSchema.omit({ variant: true });

/** Stays: homes, their photos, stay requests and answers, the guest book, tiers and their discounts. */
export async function stayRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const stays = staysService({
    db: app.database.db,
    outbox: app.mail,
    pictures: mediaPictures(app.mediaStorage),
    config: app.config,
  });
  const member = { onRequest: app.sessions.requireMember };
  const admin = { onRequest: app.sessions.requireAdmin };
  await app.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });

  app.get(
    STAY_PATHS.list,
    {
      ...member,
      schema: {
        tags: ["stays"],
        summary: "Homes the caller may see; where, from/to (free on those dates) and guests narrow them",
        querystring: stayListQuerySchema,
        response: { 200: z.array(staySchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => stays.list(signedInMember(request), request.query),
  );

  app.post(
    STAY_PATHS.list,
    {
      ...member,
      schema: {
        tags: ["stays"],
        summary: "List a home (a Travel Host, or an admin naming one in host_id)",
        body: stayCreateSchema,
        response: { 201: staySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await stays.create(signedInMember(request), request.body)),
  );

  app.get(
    STAY_PATHS.prefill,
    {
      ...member,
      schema: {
        tags: ["stays"],
        summary: "What the Travel Host's accepted application said of her home (an admin may name the host)",
        querystring: prefillQuerySchema,
        response: { 200: stayPrefillSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => stays.prefill(signedInMember(request), request.query.host_id),
  );

  app.get(
    STAY_PATHS.one,
    {
      ...member,
      schema: {
        tags: ["stays"],
        summary: "One home; `address` only for its host, admins and a guest with an accepted stay",
        params: stayIdParamsSchema,
        response: { 200: staySchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => stays.get(signedInMember(request), request.params.id),
  );

  app.put(
    STAY_PATHS.one,
    {
      ...member,
      schema: {
        tags: ["stays"],
        summary: "Change a home (its host or an admin); fields left out keep their value",
        params: stayIdParamsSchema,
        body: stayUpdateSchema,
        response: { 200: staySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => stays.update(signedInMember(request), request.params.id, request.body),
  );

  app.post(
    STAY_PATHS.photos,
    {
      ...member,
      schema: {
        tags: ["stays"],
        summary: "Add a photo to a home (multipart field `image`; its host or an admin)",
        consumes: ["multipart/form-data"],
        params: stayIdParamsSchema,
        response: { 201: staySchema, ...errorResponses(400, 401, 403, 404, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const caller = signedInMember(request);
      await app.rateLimiter.enforce({ bucket: `upload-member:${caller.user_id}`, ...UPLOADS_PER_MEMBER });
      const form = await readUploadForm(request);
      return reply.code(201).send(await stays.addPhoto(caller, request.params.id, form.buffer));
    },
  );

  app.delete(
    STAY_PATHS.photo,
    {
      ...member,
      schema: {
        tags: ["stays"],
        summary: "Remove a photo from a home (its host or an admin)",
        params: photoParamsSchema,
        response: { 200: staySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => stays.deletePhoto(signedInMember(request), request.params.id, request.params.photoId),
  );

  app.get(
    STAY_PATHS.photoFile,
    {
      ...member,
      schema: {
        tags: ["stays"],
        summary: "A photo's file (thumb or display), for those who may see the home",
        params: stayPhotoParamsSchema,
      },
    },
    async (request, reply) =>
      sendStoredFile(app.mediaStorage, await stays.photoFile(signedInMember(request), request.params), request, reply),
  );

  app.post(
    STAY_PATHS.requestsOf,
    {
      ...member,
      schema: {
        tags: ["stays"],
        summary: "Ask to stay: dates inside the home's availability, free, for as many guests as it sleeps",
        description:
          "409 when the caller already has a pending request for the same home and nights; 429 past 20 requests an hour.",
        params: stayIdParamsSchema,
        body: stayRequestCreateSchema,
        response: { 201: stayRequestSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const guest = signedInMember(request);
      await app.rateLimiter.enforce({ bucket: `stay-request-member:${guest.user_id}`, ...STAY_REQUESTS_PER_MEMBER });
      return reply.code(201).send(await stays.request(guest, request.params.id, request.body));
    },
  );

  app.get(
    STAY_PATHS.requests,
    {
      ...member,
      schema: {
        tags: ["stays"],
        summary: "The caller's stay requests and those made for her homes, newest first",
        response: { 200: z.array(stayRequestSchema), ...errorResponses(401) },
      },
    },
    async (request) => stays.listRequests(signedInMember(request)),
  );

  app.get(
    STAY_PATHS.request,
    {
      ...member,
      schema: {
        tags: ["stays"],
        summary: "One stay request, for its guest, the host and admins",
        params: stayIdParamsSchema,
        response: { 200: stayRequestSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => stays.getRequest(signedInMember(request), request.params.id),
  );

  app.patch(
    STAY_PATHS.request,
    {
      ...member,
      schema: {
        tags: ["stays"],
        summary: "Accept or decline (the host or an admin), or cancel (the guest, the host or an admin)",
        params: stayIdParamsSchema,
        body: stayRequestPatchSchema,
        response: { 200: stayRequestSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => stays.answer(signedInMember(request), request.params.id, request.body),
  );

  app.get(
    STAY_PATHS.requestIcs,
    {
      ...member,
      schema: {
        tags: ["stays"],
        summary: "An accepted stay as an iCalendar file",
        params: stayIdParamsSchema,
        response: { 200: z.string().describe("text/calendar"), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .type("text/calendar; charset=utf-8")
        .header("content-disposition", 'attachment; filename="stay.ics"')
        .header("cache-control", "private, no-store")
        .send(await stays.requestIcs(signedInMember(request), request.params.id)),
  );

  app.post(
    STAY_PATHS.guestBook,
    {
      ...member,
      schema: {
        tags: ["stays"],
        summary: "After her stay, the guest's note in the home's guest book (once a stay)",
        params: stayIdParamsSchema,
        body: guestBookCreateSchema,
        response: { 201: staySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await stays.signGuestBook(signedInMember(request), request.params.id, request.body.content)),
  );

  app.get(
    STAY_PATHS.tier,
    {
      ...member,
      schema: {
        tags: ["stays"],
        summary: "The caller's membership tier and the housing discount it gives, with every tier's figure",
        response: { 200: myTierSchema, ...errorResponses(401) },
      },
    },
    async (request) => stays.myTier(signedInMember(request)),
  );

  app.put(
    STAY_PATHS.tierDiscounts,
    {
      ...admin,
      schema: {
        tags: ["stays"],
        summary: "Set each tier's housing discount in percent (admins)",
        body: tierDiscountsSchema,
        response: { 200: tierDiscountsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => stays.setDiscounts(signedInMember(request), request.body),
  );

  app.put(
    STAY_PATHS.memberTier,
    {
      ...admin,
      schema: {
        tags: ["stays"],
        summary: "Set a member's membership tier, or null for none (admins)",
        params: memberTierParamsSchema,
        body: memberTierSchema,
        response: {
          200: z.object({ user_id: z.number(), tier: memberTierSchema.shape.tier }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => stays.setMemberTier(signedInMember(request), request.params.userId, request.body.tier),
  );
}
