import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
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
import type { MembershipService } from "./service.ts";

/** The tiers (public read, admins edit), her membership, and an admin setting a member's (decision 44). */
export function registerMembershipRoutes(fastify: FastifyInstance, membership: MembershipService) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    MEMBERSHIP_PATHS.publicTiers,
    {
      schema: {
        tags: ["membership"],
        summary: "The tiers the club sells, with fees in minor units of the club's currency",
        response: { 200: publicTiersSchema },
      },
    },
    async () => membership.publicTiers(),
  );

  app.get(
    MEMBERSHIP_PATHS.adminTiers,
    {
      onRequest: app.sessions.requireAdmin,
      schema: {
        tags: ["membership"],
        summary: "The tiers, to edit (admins)",
        response: { 200: tiersSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => membership.adminTiers(signedInMember(request)),
  );

  app.put(
    MEMBERSHIP_PATHS.adminTiers,
    {
      onRequest: app.sessions.requireAdmin,
      schema: {
        tags: ["membership"],
        summary: "Replace the tiers (admins; audited)",
        body: tiersSchema,
        response: { 200: tiersSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => membership.setTiers(signedInMember(request), request.body.tiers),
  );

  app.get(
    MEMBERSHIP_PATHS.mine,
    {
      onRequest: app.sessions.requireMember,
      schema: {
        tags: ["membership"],
        summary: "The caller's membership: tier, term, state and benefits now",
        response: { 200: membershipSchema, ...errorResponses(401) },
      },
    },
    async (request) => membership.mine(signedInMember(request)),
  );

  app.put(
    MEMBERSHIP_PATHS.memberMembership,
    {
      onRequest: app.sessions.requireAdmin,
      schema: {
        tags: ["membership"],
        summary: "Set a member's tier and term (admins; audited)",
        params: memberParamsSchema,
        body: setMembershipSchema,
        response: { 200: membershipSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => membership.setMembership(signedInMember(request), request.params.userId, request.body),
  );
}
