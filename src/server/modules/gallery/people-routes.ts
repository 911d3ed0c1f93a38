import {
  imageIdParamsSchema,
  imagePeopleAnswerSchema,
  imagePersonParamsSchema,
  photoTaggingSchema,
  tagPersonSchema,
} from "../../../shared/gallery.ts";
import { GALLERY_PATHS } from "../../../shared/paths/gallery.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import type { GalleryService } from "./service.ts";

/** People in photos, with consent (docs/product/privacy.md#people-in-photos, decision 0058). */
export const peopleRoutes = (media: GalleryService): RouteTable => [
  route({
    method: "GET",
    url: GALLERY_PATHS.people,
    guard: "member",
    schema: {
      tags: ["images"],
      summary: "The members tagged in a photo, as far as the caller may see them, and where her own tag stands",
      params: imageIdParamsSchema,
      response: { 200: imagePeopleAnswerSchema, ...errorResponses(401, 404) },
    },
    handler: async (request) => media.people.list(signedInMember(request), request.params.id),
  }),

  route({
    method: "POST",
    url: GALLERY_PATHS.people,
    guard: "member",
    schema: {
      tags: ["images"],
      summary: "Tag a member in a photo: at once, or waiting for her answer, as she chose; refused if she takes none",
      params: imageIdParamsSchema,
      body: tagPersonSchema,
      response: { 201: imagePeopleAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
    },
    rateLimits: (request) => [
      { bucket: `photo-tag:${signedInMember(request).user_id}`, max: 60, windowMs: 60 * 60 * 1000 },
    ],
    handler: async (request, reply) =>
      reply.code(201).send(await media.people.tag(signedInMember(request), request.params.id, request.body.user_id)),
  }),

  route({
    method: "DELETE",
    url: GALLERY_PATHS.person,
    guard: "member",
    schema: {
      tags: ["images"],
      summary: "Remove a tag (the member tagged, the photo's uploader or an admin)",
      params: imagePersonParamsSchema,
      response: { 200: imagePeopleAnswerSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => media.people.remove(signedInMember(request), request.params.id, request.params.userId),
  }),

  route({
    method: "POST",
    url: GALLERY_PATHS.personAccept,
    guard: "member",
    schema: {
      tags: ["images"],
      summary: "Accept a tag waiting for her answer (only the member tagged)",
      params: imagePersonParamsSchema,
      response: { 200: imagePeopleAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) =>
      media.people.answer(signedInMember(request), request.params.id, request.params.userId, true),
  }),

  route({
    method: "POST",
    url: GALLERY_PATHS.personDecline,
    guard: "member",
    schema: {
      tags: ["images"],
      summary: "Decline a tag waiting for her answer: it is gone (only the member tagged)",
      params: imagePersonParamsSchema,
      response: { 200: imagePeopleAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) =>
      media.people.answer(signedInMember(request), request.params.id, request.params.userId, false),
  }),

  route({
    method: "GET",
    url: GALLERY_PATHS.photoTagging,
    guard: "member",
    schema: {
      tags: ["images"],
      summary: "Who may tag her in photos: anyone, ask me first (the default), or nobody",
      response: { 200: photoTaggingSchema, ...errorResponses(401) },
    },
    handler: async (request) => media.tagging.of(signedInMember(request)),
  }),

  route({
    method: "PUT",
    url: GALLERY_PATHS.photoTagging,
    guard: "member",
    schema: {
      tags: ["images"],
      summary: "Choose who may tag her in photos",
      body: photoTaggingSchema,
      response: { 200: photoTaggingSchema, ...errorResponses(400, 401) },
    },
    handler: async (request) => media.tagging.change(signedInMember(request), request.body.who_may_tag),
  }),
];
