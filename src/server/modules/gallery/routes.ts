import { z } from "zod";
import {
  IMAGE_LIMITS,
  NEXT_CURSOR_HEADER,
  deleteImagesAnswerSchema,
  deleteImagesSchema,
  eventImagesParamsSchema,
  imageIdParamsSchema,
  imageListQuerySchema,
  imageLookupParamsSchema,
  imageSchema,
  imageUpdateSchema,
} from "../../../shared/gallery.ts";
import { GALLERY_PATHS } from "../../../shared/paths/gallery.ts";
import { badRequest, notFound } from "../../kernel/http/errors.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { mappedResponse, sendJson } from "../../kernel/http/response-serializer.ts";
import { sendShared } from "../../kernel/http/compressed-answers.ts";
import { decodeCursor, encodeCursor, mediaUrl, toImage } from "./mapper.ts";
import type { EmailImages } from "./email-images.ts";
import { servedImageFile } from "./serving.ts";
import { sendStoredFile } from "../../kernel/media-storage/sending.ts";
import { readUploadForm } from "./upload-form.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import type { MediaStorage } from "../../kernel/media-storage/storage.ts";
import type { GalleryService } from "./service.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import { IMAGE_TEXTS } from "../../../shared/texts/gallery.ts";

const DEFAULT_PAGE = 50;
const imageListSchema = z.array(imageSchema);

/**
 * The media gallery: uploads, the image calls and the members-only file serving.
 * POST /api/images/:id/comments is left to the comments module, which owns comment creation.
 */
export const galleryRoutes = (
  media: GalleryService,
  sharedInEmails: EmailImages,
  storage: MediaStorage,
): RouteTable => [
  route({
    method: "POST",
    url: GALLERY_PATHS.upload,
    guard: "member",
    schema: {
      tags: ["images"],
      summary: "Upload an image (multipart: image; optional title, description, tags, event_id or associated_event_id)",
      consumes: ["multipart/form-data"],
      response: { 201: imageSchema, ...errorResponses(400, 401, 403, 413, 415, 429, 507) },
    },
    upload: true,
    rateLimits: (request) => [
      {
        bucket: `upload-member:${signedInMember(request).user_id}`,
        max: IMAGE_LIMITS.uploadsPerHour,
        windowMs: 60 * 60 * 1000,
      },
    ],
    handler: async (request, reply) => {
      const member = signedInMember(request);
      const form = await readUploadForm(request);
      return reply.code(201).send(toImage(await media.upload(member, form), member));
    },
  }),

  route({
    method: "GET",
    url: GALLERY_PATHS.list,
    guard: "member",
    schema: {
      tags: ["images"],
      summary: "Images, newest first: every one without parameters, else a page (next cursor in x-next-cursor)",
      querystring: imageListQuerySchema,
      response: { 200: mappedResponse(imageListSchema), ...errorResponses(400, 401) },
    },
    handler: async (request, reply) => {
      const { limit, cursor, tag, eventId } = request.query;
      const decoded = cursor === undefined ? undefined : decodeCursor(cursor);
      if (cursor !== undefined && !decoded)
        throw badRequest(IMAGE_TEXTS.invalidCursor, [
          { path: "querystring.cursor", message: IMAGE_TEXTS.invalidCursorField },
        ]);
      const pageSize = limit ?? (cursor !== undefined ? DEFAULT_PAGE : undefined);
      if (pageSize === undefined && tag === undefined && eventId === undefined)
        return sendShared(
          request,
          reply,
          media.wholeCompressed,
          await media.listWhole(request.member!),
          imageListSchema,
        );
      if (pageSize === undefined)
        return (await media.listAll(signedInMember(request), { tag, eventId })).map((row) =>
          toImage(row, signedInMember(request)),
        );
      const page = await media.listPage(signedInMember(request), { limit: pageSize, cursor: decoded, tag, eventId });
      if (page.last) reply.header(NEXT_CURSOR_HEADER, encodeCursor(page.last));
      return sendJson(reply, page.json, imageListSchema);
    },
  }),

  route({
    method: "GET",
    url: GALLERY_PATHS.ofEvent,
    guard: "member",
    schema: {
      tags: ["images"],
      summary: "The images linked to an event, newest first",
      params: eventImagesParamsSchema,
      response: { 200: z.array(imageSchema), ...errorResponses(401, 404) },
    },
    handler: async (request) => {
      const rows = await media.listForEvent(signedInMember(request), request.params.eventId);
      if (rows === undefined) throw notFound(IMAGE_TEXTS.eventNotFound);
      return rows.map((row) => toImage(row, signedInMember(request)));
    },
  }),

  route({
    method: "GET",
    url: GALLERY_PATHS.one,
    guard: "member",
    schema: {
      tags: ["images"],
      summary: "One image by id, else by title",
      params: imageLookupParamsSchema,
      response: { 200: imageSchema, ...errorResponses(401, 404) },
    },
    handler: async (request) => {
      const member = signedInMember(request);
      const { row, people } = await media.findByIdOrTitle(member, request.params.idOrTitle);
      return { ...toImage(row, member), people };
    },
  }),

  // An id-addressed link to a variant (for event banners and other modules): redirects to its content-addressed URL.
  route({
    method: "GET",
    url: GALLERY_PATHS.variant,
    guard: "member",
    schema: {
      tags: ["images"],
      summary: "Redirects to an image's current thumbnail or display file",
      params: imageIdParamsSchema.extend({ variant: z.enum(["thumbnail", "display"]) }),
      response: errorResponses(400, 401, 404),
    },
    handler: async (request, reply) => {
      const image = await media.visibleImage(signedInMember(request), request.params.id);
      const key = request.params.variant === "thumbnail" ? image.thumbnail_key : image.display_key;
      return reply.header("cache-control", "private, no-cache").redirect(mediaUrl(key), 302);
    },
  }),

  route({
    method: "PUT",
    url: GALLERY_PATHS.update,
    guard: "member",
    schema: {
      tags: ["images"],
      summary: "Edit an image's title, description, tags and event link (uploader or admin)",
      params: imageIdParamsSchema,
      body: imageUpdateSchema,
      response: { 200: imageSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      toImage(await media.update(signedInMember(request), request.params.id, request.body), signedInMember(request)),
  }),

  route({
    method: "POST",
    url: GALLERY_PATHS.delete,
    guard: "member",
    schema: {
      tags: ["images"],
      summary: "Delete images with their files (the caller's own; any for an admin); says which were deleted",
      body: deleteImagesSchema,
      response: { 200: deleteImagesAnswerSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ({
      ok: true as const,
      deleted: await media.delete(signedInMember(request), request.body.images),
    }),
  }),

  // Under /media/images/ only: the web app's own public files (the home page's hero video) live beside it in /media/.
  route({
    method: "GET",
    url: GALLERY_PATHS.files,
    guard: "member",
    schema: {
      tags: ["images"],
      summary: "An image file, for members who may see the image",
      params: z.object({ "*": z.string().max(300) }),
    },
    handler: async (request, reply) => {
      const file = await servedImageFile(`images/${request.params["*"]}`, (imageId) =>
        media.mayServe(signedInMember(request), imageId),
      );
      return sendStoredFile(storage, file, request, reply);
    },
  }),

  // A gallery image in the club's emails (decision 0024): the token stands for the session a mail app does not have.
  route({
    method: "GET",
    url: GALLERY_PATHS.emailed,
    guard: "anyone",
    schema: {
      tags: ["images"],
      summary: "A gallery image as the club's emails show it, to whoever holds the email's link",
      description:
        "The token is made when a mailing showing the image is previewed or sent by someone who may see it, and goes " +
        "with the image. Only the image's served variants answer; an unknown token and a deleted image answer 404.",
      params: z.object({ token: z.string().max(100), file: z.string().max(100) }),
    },
    handler: async (request, reply) => {
      const imageId = await sharedInEmails.imageOf(request.params.token);
      // Shown inside webmail pages and the sandboxed preview, which are never the club's own origin.
      reply.header("cross-origin-resource-policy", "cross-origin");
      const file = await servedImageFile(
        `images/${imageId ?? "-"}/${request.params.file}`,
        async (id) => id === imageId,
      );
      return sendStoredFile(storage, file, request, reply);
    },
  }),
];
