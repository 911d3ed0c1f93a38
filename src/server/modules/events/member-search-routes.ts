import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { memberSearchQuerySchema, memberSearchResultSchema } from "../../../shared/events.ts";
import { EVENT_PATHS } from "../../../shared/paths/events.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { memberSearchService } from "./member-search-service.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";

/** GET /api/members?q= for the invite dialog (docs/product/access.md#member-search): names and types only, never emails. */
export async function memberSearchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const members = memberSearchService(app.database.db);

  app.get(
    EVENT_PATHS.memberSearch,
    {
      onRequest: app.sessions.requireMember,
      schema: {
        tags: ["members"],
        summary: "Find members by part of a name or a whole email address",
        querystring: memberSearchQuerySchema,
        response: { 200: z.array(memberSearchResultSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => members.search(signedInMember(request), request.query.q, request.query.limit),
  );
}
