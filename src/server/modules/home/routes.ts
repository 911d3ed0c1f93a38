import { HOME_PATHS } from "../../../shared/paths/home.ts";
import { homeSchema } from "../../../shared/profiles.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import type { HomeService } from "./service.ts";

/** GET /api/me/home: everything the members' home shows, in one answer. */
export const homeRoutes = (membersHome: HomeService): RouteTable => [
  route({
    method: "GET",
    url: HOME_PATHS.home,
    guard: "member",
    schema: {
      tags: ["home"],
      summary:
        "My home: next events, invitations to answer, what is new since my last visit, comments for me, new members",
      response: { 200: homeSchema, ...errorResponses(401) },
    },
    handler: async (request) => membersHome(signedInMember(request)),
  }),
];
