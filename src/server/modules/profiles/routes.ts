import { PROFILE_PATHS } from "../../../shared/paths/profiles.ts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  directoryPageSchema,
  directoryQuerySchema,
  myShowcaseSchema,
  profileParamsSchema,
  profileSchema,
  profileUpdateSchema,
  showcaseSchema,
  showcaseUpdateSchema,
} from "../../../shared/profiles.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import { profilesService } from "./service.ts";

/** Profiles, the showcase and the member directory: members only. */
export async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const profiles = profilesService(app.database.db);

  app.get(
    PROFILE_PATHS.profile,
    {
      onRequest: app.sessions.requireMember,
      schema: {
        tags: ["profiles"],
        summary: "A member's profile: the fields she shows the caller, her showcase, the events both attended",
        params: profileParamsSchema,
        response: { 200: profileSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => profiles.profile(signedInMember(request), request.params.userId),
  );

  app.put(
    PROFILE_PATHS.myProfile,
    {
      onRequest: app.sessions.requireMember,
      schema: {
        tags: ["profiles"],
        summary: "Change my profile and who sees each of its fields",
        body: profileUpdateSchema,
        response: { 200: profileSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => profiles.updateProfile(signedInMember(request), request.body),
  );

  app.get(
    PROFILE_PATHS.myShowcase,
    {
      onRequest: app.sessions.requireMember,
      schema: {
        tags: ["profiles"],
        summary: "My showcase, and my own gallery images to choose its pieces and my photo from",
        response: { 200: myShowcaseSchema, ...errorResponses(401) },
      },
    },
    async (request) => profiles.showcase(signedInMember(request)),
  );

  app.put(
    PROFILE_PATHS.myShowcase,
    {
      onRequest: app.sessions.requireMember,
      schema: {
        tags: ["profiles"],
        summary: "Replace my showcase: my own gallery images, in order, each with a title, medium and note",
        body: showcaseUpdateSchema,
        response: { 200: showcaseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => profiles.replaceShowcase(signedInMember(request), request.body),
  );

  app.get(
    PROFILE_PATHS.directory,
    {
      onRequest: app.sessions.requireMember,
      schema: {
        tags: ["profiles"],
        summary: "The member directory: search by name, headline, company, city, interests; filter; a page at a time",
        querystring: directoryQuerySchema,
        response: { 200: directoryPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => profiles.directory(signedInMember(request), request.query),
  );
}
