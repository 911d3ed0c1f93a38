import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
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
import { errorResponses, stepUpErrorResponses } from "../../kernel/http/openapi-responses.ts";
import { changeMember, endMemberSessions, listMembersFor, setTemporaryPassword } from "./service.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import { USER_TEXTS } from "../../../shared/texts/members.ts";
import { clubLink, segment } from "../../email-templates/context.ts";
import { issueResetLink } from "../auth/index.ts";

/** User Management (docs/product/access.md#admin-work): admins only, but for the list members may read without emails. */
export async function memberAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guarded = { onRequest: app.sessions.requireAdmin };
  const changed = { 200: messageSchema, ...errorResponses(400, 401, 403, 404, 409) };
  // Sensitive changes ask for a fresh proof of a factor first (decision 28): nothing changes without it.
  const sensitive = { 200: messageSchema, ...stepUpErrorResponses(400, 401, 404, 409) };

  app.get(
    MEMBER_PATHS.list,
    {
      onRequest: app.sessions.requireMember,
      schema: {
        tags: ["users"],
        summary: "Every member (admins); the active members' ids, names and types, no email (members)",
        description:
          "Admins read every member as User Management lists them. A member (the original client's invite dialog) reads the active members as GET /api/members answers them: `user_id`, `name`, `type`.",
        response: { 200: z.union([z.array(managedUserSchema), z.array(listedMemberSchema)]), ...errorResponses(401) },
      },
    },
    async (request) => listMembersFor(app.database.db, signedInMember(request)),
  );

  app.put(
    MEMBER_PATHS.privilege,
    {
      ...guarded,
      schema: {
        tags: ["users"],
        summary: "Change a member's type",
        params: userParamsSchema,
        body: privilegeRequestSchema,
        response: changed,
      },
    },
    async (request) => {
      await changeMember(
        app.database.db,
        signedInMember(request).user_id,
        request.params.userId,
        { type: request.body.type },
        app.subscribers.memberDeactivated,
      );
      return { message: USER_TEXTS.typeUpdated };
    },
  );

  app.put(
    MEMBER_PATHS.admin,
    {
      ...guarded,
      schema: {
        tags: ["users"],
        summary: "Grant or revoke the admin flag (asks for a step-up when the last proof is older than 15 minutes)",
        params: userParamsSchema,
        body: adminFlagRequestSchema,
        response: sensitive,
      },
    },
    async (request) => {
      await app.sessions.requireRecentProof(request);
      await changeMember(
        app.database.db,
        signedInMember(request).user_id,
        request.params.userId,
        { admin: request.body.admin },
        app.subscribers.memberDeactivated,
      );
      return { message: request.body.admin ? USER_TEXTS.adminGranted : USER_TEXTS.adminRemoved };
    },
  );

  app.put(
    MEMBER_PATHS.active,
    {
      ...guarded,
      schema: {
        tags: ["users"],
        summary:
          "Deactivate or reactivate a member (deactivating asks for a step-up when the last proof is older than 15 minutes)",
        params: userParamsSchema,
        body: activeRequestSchema,
        response: sensitive,
      },
    },
    async (request) => {
      if (!request.body.active) await app.sessions.requireRecentProof(request);
      await changeMember(
        app.database.db,
        signedInMember(request).user_id,
        request.params.userId,
        { active: request.body.active },
        app.subscribers.memberDeactivated,
      );
      return { message: request.body.active ? USER_TEXTS.reactivated : USER_TEXTS.deactivated };
    },
  );

  // The original client sends a fixed `password`; it is ignored and a random one is generated (docs/product/limits.md#temporary-password).
  app.put(
    MEMBER_PATHS.temporaryPassword,
    {
      ...guarded,
      schema: {
        tags: ["users"],
        summary:
          "Give a member a temporary password, shown once (asks for a step-up when the last proof is older than 15 minutes)",
        params: userParamsSchema,
        response: { 200: temporaryPasswordAnswerSchema, ...stepUpErrorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await app.sessions.requireRecentProof(request);
      const temporaryPassword = await setTemporaryPassword(
        app.database.db,
        signedInMember(request).user_id,
        request.params.userId,
      );
      return {
        temporaryPassword,
        message: USER_TEXTS.temporaryPassword(temporaryPassword, TEMPORARY_PASSWORD_HOURS),
      };
    },
  );

  // With no mail server the mail log shows no reset link (decision 36): the admin hands out a new one from here.
  app.post(
    MEMBER_PATHS.resetLink,
    {
      ...guarded,
      schema: {
        tags: ["users"],
        summary:
          "A new password reset link for a member, shown once; her earlier links stop working (audited; asks for a step-up when the last proof is older than 15 minutes)",
        params: userParamsSchema,
        response: { 200: secretLinkAnswerSchema, ...stepUpErrorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      await app.sessions.requireRecentProof(request);
      const { token, name } = await issueResetLink(
        app.database.db,
        signedInMember(request).user_id,
        request.params.userId,
      );
      return { link: clubLink(app.config, `/reset-password/${segment(token)}`), message: USER_TEXTS.resetLink(name) };
    },
  );

  app.delete(
    MEMBER_PATHS.sessions,
    {
      ...guarded,
      schema: {
        tags: ["users"],
        summary: "Sign a member out everywhere (her sessions end; nothing else changes)",
        params: userParamsSchema,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => endMemberSessions(app.database.db, signedInMember(request).user_id, request.params.userId),
  );
}
