import { z } from "zod";
import {
  createInvitationCodeSchema,
  invitationCodeParamsSchema,
  invitationCodeSchema,
  validateCodeRequestSchema,
  validateCodeResponseSchema,
} from "../../../shared/invitation-codes.ts";
import { APPLICATION_PATHS } from "../../../shared/paths/applications.ts";
import { INVITATION_CODE_PATHS } from "../../../shared/paths/invitation-codes.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import type { InvitationCodesService } from "./service.ts";

export const invitationCodeRoutes = (codes: InvitationCodesService): RouteTable => [
  route({
    method: "POST",
    url: APPLICATION_PATHS.validateCode,
    guard: "anyone",
    schema: {
      tags: ["applications"],
      summary: "Check an invitation code before applying",
      body: validateCodeRequestSchema,
      response: { 200: validateCodeResponseSchema, ...errorResponses(400, 429) },
    },
    rateLimits: (request) => [{ bucket: `validate-code-ip:${request.ip}`, max: 10, windowMs: 60_000 }],
    handler: async (request) => codes.check(request.body.code),
  }),
  route({
    method: "GET",
    url: INVITATION_CODE_PATHS.list,
    guard: "admin",
    schema: {
      tags: ["admin"],
      summary: "Every invitation code",
      response: { 200: z.array(invitationCodeSchema), ...errorResponses(401, 403) },
    },
    handler: async () => codes.list(),
  }),
  route({
    method: "POST",
    url: INVITATION_CODE_PATHS.list,
    guard: "admin",
    schema: {
      tags: ["admin"],
      summary: "Create an invitation code (generated when none is given)",
      body: createInvitationCodeSchema,
      response: { 201: invitationCodeSchema, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) => reply.code(201).send(await codes.create(signedInMember(request), request.body)),
  }),
  route({
    method: "DELETE",
    url: INVITATION_CODE_PATHS.one,
    guard: "admin",
    schema: {
      tags: ["admin"],
      summary: "Revoke an invitation code",
      params: invitationCodeParamsSchema,
      response: { 200: invitationCodeSchema, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => codes.revoke(signedInMember(request), request.params.code),
  }),
];
