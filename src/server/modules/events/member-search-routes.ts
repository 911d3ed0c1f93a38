import { z } from "zod";
import { memberSearchQuerySchema, memberSearchResultSchema } from "../../../shared/events.ts";
import { EVENT_PATHS } from "../../../shared/paths/events.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import type { MemberSearchService } from "./member-search-service.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";

/** GET /api/members?q= for the invite dialog (docs/product/access.md#member-search): names and types only, never emails. */
export function memberSearchRoutes(members: MemberSearchService): RouteTable {
  return [
    route({
      method: "GET",
      url: EVENT_PATHS.memberSearch,
      guard: "member",
      schema: {
        tags: ["members"],
        summary: "Find members by part of a name or a whole email address",
        querystring: memberSearchQuerySchema,
        response: { 200: z.array(memberSearchResultSchema), ...errorResponses(400, 401) },
      },
      handler: async (request) => members.search(signedInMember(request), request.query.q, request.query.limit),
    }),
  ];
}
