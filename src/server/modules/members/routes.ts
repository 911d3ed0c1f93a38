import { z } from "zod";
import {
  activeRequestSchema,
  adminFlagRequestSchema,
  managedUserSchema,
  messageSchema,
  privilegeRequestSchema,
  secretLinkAnswerSchema,
  TEMPORARY_PASSWORD_HOURS,
  temporaryPasswordAnswerSchema,
  userParamsSchema,
} from "../../../shared/members.ts";
import { MEMBER_PATHS } from "../../../shared/paths/members.ts";
import { listedMemberSchema } from "../../../shared/events.ts";
import { USER_TEXTS } from "../../../shared/texts/members.ts";
import { errorResponses, stepUpErrorResponses } from "../../kernel/http/openapi-responses.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import type { MemberAdminService } from "./service.ts";

const changed = { 200: messageSchema, ...errorResponses(400, 401, 403, 404, 409) };
// Sensitive changes ask for a fresh proof of a factor first (decision 28): nothing changes without it.
const sensitive = { 200: messageSchema, ...stepUpErrorResponses(400, 401, 404, 409) };

/** User Management (docs/product/access.md#admin-work): admins only, but for the list members may read without emails. */
export function memberAdminRoutes(
  members: MemberAdminService,
  { resetPasswordLink }: { resetPasswordLink: (token: string) => string },
): RouteTable {
  return [
    route({
      method: "GET",
      url: MEMBER_PATHS.list,
      guard: "member",
      schema: {
        tags: ["users"],
        summary: "Every member (admins); the active members' ids, names and types, no email (members)",
        description:
          "Admins read every member as User Management lists them. A member (the original client's invite dialog) reads the active members as GET /api/members answers them: `user_id`, `name`, `type`.",
        response: { 200: z.union([z.array(managedUserSchema), z.array(listedMemberSchema)]), ...errorResponses(401) },
      },
      handler: async (request) => members.list(signedInMember(request)),
    }),

    route({
      method: "PUT",
      url: MEMBER_PATHS.privilege,
      guard: "admin",
      schema: {
        tags: ["users"],
        summary: "Change a member's type",
        params: userParamsSchema,
        body: privilegeRequestSchema,
        response: changed,
      },
      handler: async (request) => {
        await members.change(signedInMember(request), request.params.userId, { type: request.body.type });
        return { message: USER_TEXTS.typeUpdated };
      },
    }),

    route({
      method: "PUT",
      url: MEMBER_PATHS.admin,
      guard: "admin",
      schema: {
        tags: ["users"],
        summary: "Grant or revoke the admin flag (asks for a step-up when the last proof is older than 15 minutes)",
        params: userParamsSchema,
        body: adminFlagRequestSchema,
        response: sensitive,
      },
      stepUp: true,
      handler: async (request) => {
        await members.change(signedInMember(request), request.params.userId, { admin: request.body.admin });
        return { message: request.body.admin ? USER_TEXTS.adminGranted : USER_TEXTS.adminRemoved };
      },
    }),

    route({
      method: "PUT",
      url: MEMBER_PATHS.active,
      guard: "admin",
      schema: {
        tags: ["users"],
        summary:
          "Deactivate or reactivate a member (deactivating asks for a step-up when the last proof is older than 15 minutes)",
        params: userParamsSchema,
        body: activeRequestSchema,
        response: sensitive,
      },
      stepUp: (request) => !request.body.active,
      handler: async (request) => {
        await members.change(signedInMember(request), request.params.userId, { active: request.body.active });
        return { message: request.body.active ? USER_TEXTS.reactivated : USER_TEXTS.deactivated };
      },
    }),

    route({
      method: "POST",
      url: MEMBER_PATHS.remove,
      guard: "admin",
      schema: {
        tags: ["users"],
        summary:
          "Remove a member: she is deactivated at once and erased after the period of a closed account, unless reactivated before (a step-up first)",
        params: userParamsSchema,
        response: sensitive,
      },
      stepUp: true,
      handler: async (request) => {
        await members.remove(signedInMember(request), request.params.userId);
        return { message: USER_TEXTS.removed };
      },
    }),

    // The original client sends a fixed `password`; it is ignored and a random one is generated (docs/product/limits.md#temporary-password).
    route({
      method: "PUT",
      url: MEMBER_PATHS.temporaryPassword,
      guard: "admin",
      schema: {
        tags: ["users"],
        summary:
          "Give a member a temporary password, shown once (asks for a step-up when the last proof is older than 15 minutes)",
        params: userParamsSchema,
        response: { 200: temporaryPasswordAnswerSchema, ...stepUpErrorResponses(400, 401, 404) },
      },
      stepUp: true,
      handler: async (request) => {
        const temporaryPassword = await members.giveTemporaryPassword(signedInMember(request), request.params.userId);
        return {
          temporaryPassword,
          message: USER_TEXTS.temporaryPassword(temporaryPassword, TEMPORARY_PASSWORD_HOURS),
        };
      },
    }),

    // With no mail server the mail log shows no reset link (decision 36): the admin hands out a new one from here.
    route({
      method: "POST",
      url: MEMBER_PATHS.resetLink,
      guard: "admin",
      schema: {
        tags: ["users"],
        summary:
          "A new password reset link for a member, shown once; her earlier links stop working (audited; asks for a step-up when the last proof is older than 15 minutes)",
        params: userParamsSchema,
        response: { 200: secretLinkAnswerSchema, ...stepUpErrorResponses(400, 401, 404, 409) },
      },
      stepUp: true,
      handler: async (request) => {
        const { token, name } = await members.newResetLink(signedInMember(request), request.params.userId);
        return { link: resetPasswordLink(token), message: USER_TEXTS.resetLink(name) };
      },
    }),

    route({
      method: "DELETE",
      url: MEMBER_PATHS.sessions,
      guard: "admin",
      schema: {
        tags: ["users"],
        summary: "Sign a member out everywhere (her sessions end; nothing else changes)",
        params: userParamsSchema,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request) => members.signOutEverywhere(signedInMember(request), request.params.userId),
    }),
  ];
}
