import { sendStoredFile } from "../../kernel/media-storage/sending.ts";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { IMAGE_LIMITS } from "../../../shared/gallery.ts";
import { PROFILE_PATHS } from "../../../shared/paths/profiles.ts";
import { avatarFileParamsSchema, myAvatarSchema } from "../../../shared/profiles.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import { mediaPictures, readUploadForm } from "../gallery/index.ts";
import { UPLOAD_LIMITS } from "../../kernel/http/route-table.ts";
import { avatarsService } from "./avatars-service.ts";

const UPLOADS_PER_MEMBER = { max: IMAGE_LIMITS.uploadsPerHour, windowMs: 60 * 60 * 1000 };

/** A member's own photo: upload, remove, and its files for members. */
export async function avatarRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const avatars = avatarsService(app.database.db, mediaPictures(app.mediaStorage));
  // Scoped to this plugin: only the upload reads a multipart body.
  await app.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });

  app.post(
    PROFILE_PATHS.myAvatar,
    {
      onRequest: app.sessions.requireMember,
      schema: {
        tags: ["profiles"],
        summary: "Set my photo (multipart: image): square WebP files of 64, 160 and 480 px; replaces the one before",
        consumes: ["multipart/form-data"],
        response: { 201: myAvatarSchema, ...errorResponses(400, 401, 413, 415, 429, 507) },
      },
    },
    async (request, reply) => {
      const member = signedInMember(request);
      await app.rateLimiter.enforce({ bucket: `upload-member:${member.user_id}`, ...UPLOADS_PER_MEMBER });
      const form = await readUploadForm(request);
      return reply.code(201).send(await avatars.upload(member, form.buffer));
    },
  );

  // The header shows it as a stylesheet's picture, so the shell's JavaScript does not grow (decision 26).
  fastify.get(
    PROFILE_PATHS.myAvatar,
    {
      onRequest: app.sessions.requireMember,
      schema: {
        tags: ["profiles"],
        summary: "My small picture: redirects to my photo's 64 px file, else answers my initials as SVG",
        response: errorResponses(401),
      },
    },
    async (request, reply) => {
      const picture = await avatars.headerPicture(signedInMember(request));
      reply.header("cache-control", "private, no-cache");
      if (picture.redirect) return reply.redirect(picture.redirect, 302);
      return reply.header("x-content-type-options", "nosniff").type("image/svg+xml").send(picture.svg!);
    },
  );

  app.delete(
    PROFILE_PATHS.myAvatar,
    {
      onRequest: app.sessions.requireMember,
      schema: {
        tags: ["profiles"],
        summary: "Remove my photo and its files: my initials stand in for it",
        response: { 200: myAvatarSchema, ...errorResponses(401) },
      },
    },
    async (request) => avatars.remove(signedInMember(request)),
  );

  app.get(
    PROFILE_PATHS.avatarFile,
    {
      onRequest: app.sessions.requireMember,
      schema: {
        tags: ["profiles"],
        summary: "A member's photo file, for members while her profile is shown",
        params: avatarFileParamsSchema,
        response: errorResponses(400, 401, 404),
      },
    },
    async (request, reply) => {
      const file = await avatars.file(signedInMember(request), request.params.userId, request.params.file);
      return sendStoredFile(app.mediaStorage, file, request, reply);
    },
  );
}
