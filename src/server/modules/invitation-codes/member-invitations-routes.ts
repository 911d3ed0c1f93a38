import {
  createMemberInvitationSchema,
  invitationCodeParamsSchema,
  inviteRightParamsSchema,
  inviteRightSchema,
  inviteTreeSchema,
  memberInvitationSchema,
  myInvitationsSchema,
} from "../../../shared/invitation-codes.ts";
import { INVITATION_CODE_PATHS } from "../../../shared/paths/invitation-codes.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import type { MemberInvitationsService } from "./member-invitations-service.ts";

// A member invites a few friends, not a mailing list (docs/product/limits.md#rate-limits).
const INVITATIONS_PER_MEMBER = { max: 10, windowMs: 60 * 60_000 };

export const memberInvitationRoutes = (invitations: MemberInvitationsService): RouteTable => [
  route({
    method: "GET",
    url: INVITATION_CODE_PATHS.mine,
    guard: "member",
    schema: {
      tags: ["invitations"],
      summary: "The caller's own invitations, and whether she may invite now",
      response: { 200: myInvitationsSchema, ...errorResponses(401) },
    },
    handler: async (request) => invitations.mine(signedInMember(request)),
  }),
  route({
    method: "POST",
    url: INVITATION_CODE_PATHS.mine,
    guard: "member",
    schema: {
      tags: ["invitations"],
      summary: "Invite a friend: a personal invitation emailed to her, for her address only",
      body: createMemberInvitationSchema,
      response: { 201: memberInvitationSchema, ...errorResponses(400, 401, 403, 409, 429) },
    },
    rateLimits: (request) => [
      { bucket: `member-invitations:${signedInMember(request).user_id}`, ...INVITATIONS_PER_MEMBER },
    ],
    handler: async (request, reply) =>
      reply.code(201).send(await invitations.create(signedInMember(request), request.body)),
  }),
  route({
    method: "DELETE",
    url: INVITATION_CODE_PATHS.mineOne,
    guard: "member",
    schema: {
      tags: ["invitations"],
      summary: "Revoke one of the caller's invitations while it is unused",
      params: invitationCodeParamsSchema,
      response: { 200: memberInvitationSchema, ...errorResponses(401, 404, 409) },
    },
    handler: async (request) => invitations.revoke(signedInMember(request), request.params.code),
  }),
  route({
    method: "POST",
    url: INVITATION_CODE_PATHS.mineRevoke,
    guard: "member",
    schema: {
      tags: ["invitations"],
      summary: "Revoke one of the caller's invitations while it is unused (as DELETE, for clients without it)",
      params: invitationCodeParamsSchema,
      response: { 200: memberInvitationSchema, ...errorResponses(401, 404, 409) },
    },
    handler: async (request) => invitations.revoke(signedInMember(request), request.params.code),
  }),
  route({
    method: "GET",
    url: INVITATION_CODE_PATHS.inviteTree,
    guard: "admin",
    schema: {
      tags: ["admin"],
      summary: "The invite tree: who invited whom, with dates and states",
      response: { 200: inviteTreeSchema, ...errorResponses(401, 403) },
    },
    handler: async (request) => invitations.tree(signedInMember(request)),
  }),
  route({
    method: "PUT",
    url: INVITATION_CODE_PATHS.inviteRight,
    guard: "admin",
    schema: {
      tags: ["admin"],
      summary: "Take a member's right to invite away (her open invitations are revoked) or give it back",
      params: inviteRightParamsSchema,
      body: inviteRightSchema,
      response: { 200: inviteRightSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      invitations.setRight(signedInMember(request), request.params.userId, request.body.mayInvite),
  }),
];
