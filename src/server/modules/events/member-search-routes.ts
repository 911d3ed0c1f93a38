import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { memberSearchQuerySchema, memberSearchResultSchema } from "../../../shared/events.ts";
import { errorResponses } from "../../http/openapi-responses.ts";
import { memberSearchRepository } from "./member-search-repository.ts";

const DEFAULT_RESULTS = 20;

/** GET /api/members?q= for the invite dialog (DECISIONS §8): names and types only, never emails. */
export async function memberSearchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const members = memberSearchRepository(app.database.db);

  app.get(
    "/api/members",
    {
      onRequest: app.sessions.requireMember,
      schema: {
        tags: ["members"],
        summary: "Find members by part of a name or a whole email address",
        querystring: memberSearchQuerySchema,
        response: { 200: z.array(memberSearchResultSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const rows = await members.search(request.query.q, {
        limit: request.query.limit ?? DEFAULT_RESULTS,
        excludeUserId: request.member!.user_id,
      });
      return rows.map((row) => ({ user_id: row.user_id, name: row.name, type: row.type }));
    },
  );
}
