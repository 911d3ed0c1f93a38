import { z } from "zod";
import { sendStoredFile } from "../../kernel/media-storage/sending.ts";
import { IMAGE_LIMITS } from "../../../shared/gallery.ts";
import { PROFILE_PATHS } from "../../../shared/paths/profiles.ts";
import { avatarFileParamsSchema, myAvatarSchema } from "../../../shared/profiles.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import { readUploadForm } from "../gallery/index.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import type { MediaStorage } from "../../kernel/media-storage/storage.ts";
import type { AvatarsService } from "./avatars-service.ts";

const UPLOADS_PER_MEMBER = { max: IMAGE_LIMITS.uploadsPerHour, windowMs: 60 * 60 * 1000 };

/** A member's own photo: upload, remove, and its files for members. */
export function avatarRoutes(avatars: AvatarsService, storage: MediaStorage): RouteTable {
  return [
    route({
      method: "POST",
      url: PROFILE_PATHS.myAvatar,
      guard: "member",
      schema: {
        tags: ["profiles"],
        summary: "Set my photo (multipart: image): square WebP files of 64, 160 and 480 px; replaces the one before",
        consumes: ["multipart/form-data"],
        response: { 201: myAvatarSchema, ...errorResponses(400, 401, 413, 415, 429, 507) },
      },
      upload: true,
      rateLimits: (request) => [{ bucket: `upload-member:${signedInMember(request).user_id}`, ...UPLOADS_PER_MEMBER }],
      handler: async (request, reply) => {
        const member = signedInMember(request);
        const form = await readUploadForm(request);
        return reply.code(201).send(await avatars.upload(member, form.buffer));
      },
    }),

    // The header shows it as a stylesheet's picture, so the shell's JavaScript does not grow (decision 26).
    route({
      method: "GET",
      url: PROFILE_PATHS.myAvatar,
      guard: "member",
      schema: {
        tags: ["profiles"],
        summary: "My small picture: redirects to my photo's 64 px file, else answers my initials as SVG",
        response: { 200: z.string().describe("image/svg+xml"), ...errorResponses(401) },
      },
      handler: async (request, reply) => {
        const picture = await avatars.headerPicture(signedInMember(request));
        reply.header("cache-control", "private, no-cache");
        if (picture.redirect) return reply.redirect(picture.redirect, 302);
        return reply.header("x-content-type-options", "nosniff").type("image/svg+xml").send(picture.svg!);
      },
    }),

    route({
      method: "DELETE",
      url: PROFILE_PATHS.myAvatar,
      guard: "member",
      schema: {
        tags: ["profiles"],
        summary: "Remove my photo and its files: my initials stand in for it",
        response: { 200: myAvatarSchema, ...errorResponses(401) },
      },
      handler: async (request) => avatars.remove(signedInMember(request)),
    }),

    route({
      method: "GET",
      url: PROFILE_PATHS.avatarFile,
      guard: "member",
      schema: {
        tags: ["profiles"],
        summary: "A member's photo file, for members while her profile is shown",
        params: avatarFileParamsSchema,
        response: errorResponses(400, 401, 404),
      },
      handler: async (request, reply) => {
        const file = await avatars.file(signedInMember(request), request.params.userId, request.params.file);
        return sendStoredFile(storage, file, request, reply);
      },
    }),
  ];
}
