import {
  MEMBERSHIP_PATHS,
  memberParamsSchema,
  membershipSchema,
  publicTiersSchema,
  setMembershipSchema,
  tiersSchema,
} from "../../../shared/membership.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import type { MembershipService } from "./service.ts";

/** The tiers (public read, admins edit), her membership, and an admin setting a member's (decision 44). */
export function membershipRoutes(membership: MembershipService): RouteTable {
  return [
    route({
      method: "GET",
      url: MEMBERSHIP_PATHS.publicTiers,
      guard: "anyone",
      schema: {
        tags: ["membership"],
        summary: "The tiers the club sells, with fees in minor units of the club's currency",
        response: { 200: publicTiersSchema },
      },
      handler: async () => membership.publicTiers(),
    }),

    route({
      method: "GET",
      url: MEMBERSHIP_PATHS.adminTiers,
      guard: "admin",
      schema: {
        tags: ["membership"],
        summary: "The tiers, to edit (admins)",
        response: { 200: tiersSchema, ...errorResponses(401, 403) },
      },
      handler: async (request) => membership.adminTiers(signedInMember(request)),
    }),

    route({
      method: "PUT",
      url: MEMBERSHIP_PATHS.adminTiers,
      guard: "admin",
      schema: {
        tags: ["membership"],
        summary: "Replace the tiers (admins; audited)",
        body: tiersSchema,
        response: { 200: tiersSchema, ...errorResponses(400, 401, 403) },
      },
      handler: async (request) => membership.setTiers(signedInMember(request), request.body.tiers),
    }),

    route({
      method: "GET",
      url: MEMBERSHIP_PATHS.mine,
      guard: "member",
      schema: {
        tags: ["membership"],
        summary: "The caller's membership: tier, term, state and benefits now",
        response: { 200: membershipSchema, ...errorResponses(401) },
      },
      handler: async (request) => membership.mine(signedInMember(request)),
    }),

    route({
      method: "GET",
      url: MEMBERSHIP_PATHS.memberMembership,
      guard: "admin",
      schema: {
        tags: ["membership"],
        summary: "A member's membership: tier, term, state, dues (admins)",
        params: memberParamsSchema,
        response: { 200: membershipSchema, ...errorResponses(401, 403, 404) },
      },
      handler: async (request) => membership.memberMembership(signedInMember(request), request.params.userId),
    }),

    route({
      method: "PUT",
      url: MEMBERSHIP_PATHS.memberMembership,
      guard: "admin",
      schema: {
        tags: ["membership"],
        summary: "Set a member's tier and term (admins; audited)",
        params: memberParamsSchema,
        body: setMembershipSchema,
        response: { 200: membershipSchema, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request) =>
        membership.setMembership(signedInMember(request), request.params.userId, request.body),
    }),
  ];
}
