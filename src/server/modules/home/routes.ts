import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { HOME_PATHS } from "../../../shared/paths/home.ts";
import { homeSchema } from "../../../shared/profiles.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import { homeService } from "./service.ts";

/** GET /api/me/home: everything the members' home shows, in one answer. */
export async function homeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const membersHome = homeService(app.database.db, app.config.clubTimezone);

  app.get(
    HOME_PATHS.home,
    {
      onRequest: app.sessions.requireMember,
      schema: {
        tags: ["home"],
        summary:
          "My home: next events, invitations to answer, what is new since my last visit, comments for me, new members",
        response: { 200: homeSchema, ...errorResponses(401) },
      },
    },
    async (request) => membersHome(signedInMember(request)),
  );
}
