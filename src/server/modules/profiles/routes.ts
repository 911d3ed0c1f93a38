import { PROFILE_PATHS } from "../../../shared/paths/profiles.ts";
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
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import type { ProfilesService } from "./service.ts";

/** Profiles, the showcase and the member directory: members only. */
export function profileRoutes(profiles: ProfilesService): RouteTable {
  return [
    route({
      method: "GET",
      url: PROFILE_PATHS.profile,
      guard: "member",
      schema: {
        tags: ["profiles"],
        summary: "A member's profile: the fields she shows the caller, her showcase, the events both attended",
        params: profileParamsSchema,
        response: { 200: profileSchema, ...errorResponses(400, 401, 404) },
      },
      handler: async (request) => profiles.profile(signedInMember(request), request.params.userId),
    }),

    route({
      method: "PUT",
      url: PROFILE_PATHS.myProfile,
      guard: "member",
      schema: {
        tags: ["profiles"],
        summary: "Change my profile and who sees each of its fields",
        body: profileUpdateSchema,
        response: { 200: profileSchema, ...errorResponses(400, 401) },
      },
      handler: async (request) => profiles.updateProfile(signedInMember(request), request.body),
    }),

    route({
      method: "GET",
      url: PROFILE_PATHS.myShowcase,
      guard: "member",
      schema: {
        tags: ["profiles"],
        summary: "My showcase, and my own gallery images to choose its pieces and my photo from",
        response: { 200: myShowcaseSchema, ...errorResponses(401) },
      },
      handler: async (request) => profiles.showcase(signedInMember(request)),
    }),

    route({
      method: "PUT",
      url: PROFILE_PATHS.myShowcase,
      guard: "member",
      schema: {
        tags: ["profiles"],
        summary: "Replace my showcase: my own gallery images, in order, each with a title, medium and note",
        body: showcaseUpdateSchema,
        response: { 200: showcaseSchema, ...errorResponses(400, 401) },
      },
      handler: async (request) => profiles.replaceShowcase(signedInMember(request), request.body),
    }),

    route({
      method: "GET",
      url: PROFILE_PATHS.directory,
      guard: "member",
      schema: {
        tags: ["profiles"],
        summary: "The member directory: search by name, headline, company, city, interests; filter; a page at a time",
        querystring: directoryQuerySchema,
        response: { 200: directoryPageSchema, ...errorResponses(400, 401) },
      },
      handler: async (request) => profiles.directory(signedInMember(request), request.query),
    }),
  ];
}
