import {
  MEMBERSHIP_PATHS,
  changeRequestParamsSchema,
  changeRequestSchema,
  changeRequestsSchema,
  createChangeRequestSchema,
  myChangeRequestSchema,
} from "../../../shared/membership.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import type { ChangeRequestsService } from "./change-requests-service.ts";

/** Decision 52: her request to change tier, and the admins' list and answers. */
export function changeRequestsRoutes(requests: ChangeRequestsService): RouteTable {
  return [
    route({
      method: "GET",
      url: MEMBERSHIP_PATHS.myChangeRequest,
      guard: "member",
      schema: {
        tags: ["membership"],
        summary: "The caller's newest request to change tier, open or answered (null: none)",
        response: { 200: myChangeRequestSchema, ...errorResponses(401) },
      },
      handler: async (request) => requests.mine(signedInMember(request)),
    }),

    route({
      method: "POST",
      url: MEMBERSHIP_PATHS.myChangeRequest,
      guard: "member",
      schema: {
        tags: ["membership"],
        summary: "Ask to change tier (one open request; a tier her type allows; after her tier's minimum term)",
        body: createChangeRequestSchema,
        response: { 201: changeRequestSchema, ...errorResponses(400, 401, 409) },
      },
      handler: async (request, reply) =>
        reply.code(201).send(await requests.ask(signedInMember(request), request.body)),
    }),

    route({
      method: "GET",
      url: MEMBERSHIP_PATHS.changeRequests,
      guard: "admin",
      schema: {
        tags: ["membership"],
        summary: "Requests to change tier: the open ones, then the last answered (admins)",
        response: { 200: changeRequestsSchema, ...errorResponses(401, 403) },
      },
      handler: async (request) => requests.list(signedInMember(request)),
    }),

    route({
      method: "POST",
      url: MEMBERSHIP_PATHS.approveChangeRequest,
      guard: "admin",
      schema: {
        tags: ["membership"],
        summary: "Approve a request to change tier: her tier changes (admins; audited)",
        params: changeRequestParamsSchema,
        response: { 200: changeRequestSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request) => requests.decide(signedInMember(request), request.params.id, "approved"),
    }),

    route({
      method: "POST",
      url: MEMBERSHIP_PATHS.declineChangeRequest,
      guard: "admin",
      schema: {
        tags: ["membership"],
        summary: "Decline a request to change tier (admins; audited)",
        params: changeRequestParamsSchema,
        response: { 200: changeRequestSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request) => requests.decide(signedInMember(request), request.params.id, "declined"),
    }),
  ];
}
