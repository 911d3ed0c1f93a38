import { SEARCH_PATHS, searchAnswerSchema, searchQuerySchema } from "../../../shared/search.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import type { SearchService } from "./service.ts";

/** Enough for searching as she types (the box waits for a pause), not for reading the club out by brute force. */
const SEARCHES_PER_MEMBER = { max: 120, windowMs: 60_000 };

export function searchRoutes(service: SearchService): RouteTable {
  return [
    route({
      method: "GET",
      url: SEARCH_PATHS.search,
      guard: "member",
      schema: {
        tags: ["search"],
        summary: "Search events, members, photos, stays and comments she may see, grouped and ranked",
        querystring: searchQuerySchema,
        response: { 200: searchAnswerSchema, ...errorResponses(400, 401, 429) },
      },
      rateLimits: (request) => [{ bucket: `search:${signedInMember(request).user_id}`, ...SEARCHES_PER_MEMBER }],
      handler: async (request) => service.search(signedInMember(request), request.query),
    }),
  ];
}
