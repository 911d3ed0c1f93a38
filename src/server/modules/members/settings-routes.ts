import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentUserSchema } from "../../../shared/members.ts";
import { messageSchema, preferencesSchema, updatePasswordRequestSchema, updateUserRequestSchema, USER_TEXTS } from "../../../shared/users.ts";
import { badRequest, forbidden } from "../../http/errors.ts";
import { errorResponses } from "../../http/openapi-responses.ts";
import { hashPassword, passwordProblem, verifyPassword } from "../auth/passwords.ts";
import { endPasswordResets, endSessions, setMemberPassword } from "../auth/service.ts";
import { pickCurrentUser } from "../auth/mapper.ts";
import { memberRules } from "../../access/rules.ts";
import { memberAdministrationRepository } from "./repository.ts";
import { changeMember } from "./service.ts";

/** The member's own Settings (spec §2 Settings): name, type for admins, password, preferences. */
export async function settingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const members = memberAdministrationRepository(app.database.db);

  app.post(
    "/update-user",
    {
      onRequest: app.sessions.requireMember,
      schema: {
        tags: ["settings"],
        summary: "Change my name (and, for admins, my type or admin flag)",
        body: updateUserRequestSchema,
        response: { 200: messageSchema.extend({ user: currentUserSchema }), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const actor = request.member!;
      const { name, type, admin } = request.body;
      if (!memberRules.changeType(actor, actor.type, type) || !memberRules.changeAdminFlag(actor, actor.admin, admin)) {
        throw forbidden("Only an admin can change a member type.");
      }
      if ((type !== undefined && type !== actor.type) || (admin !== undefined && admin !== actor.admin)) {
        const change = { ...(type !== undefined ? { type } : {}), ...(admin !== undefined ? { admin } : {}) };
        await changeMember(app.database.db, actor.user_id, actor.user_id, change, app.subscribers.memberDeactivated);
      }
      await members.update(actor.user_id, { name });
      return {
        message: USER_TEXTS.detailsUpdated,
        user: pickCurrentUser({ ...actor, name, type: type ?? actor.type, admin: admin ?? actor.admin }),
      };
    },
  );

  app.post(
    "/update-password",
    {
      onRequest: app.sessions.requireMember,
      config: { allowPendingPasswordChange: true },
      schema: {
        tags: ["settings"],
        summary: "Change my password; my other sessions end",
        body: updatePasswordRequestSchema,
        response: { 200: messageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const actor = request.member!;
      const stored = await members.findForUpdate(actor.user_id);
      if (!(await verifyPassword(stored?.password_hash, request.body.oldPassword))) {
        throw badRequest("The current password is not correct.", [{ path: "body.oldPassword", message: "is not correct" }]);
      }
      const problem = passwordProblem(request.body.newPassword);
      if (problem) throw badRequest(problem, [{ path: "body.newPassword", message: problem }]);
      const passwordHash = await hashPassword(request.body.newPassword);
      await app.database.db.transaction().execute(async (trx) => {
        await setMemberPassword(trx, actor.user_id, passwordHash);
        await endSessions(trx, actor.user_id, actor.tokenHash);
        await endPasswordResets(trx, actor.user_id);
      });
      return { message: USER_TEXTS.passwordUpdated };
    },
  );

  app.get(
    "/api/me/preferences",
    { onRequest: app.sessions.requireMember, schema: { tags: ["settings"], summary: "My email preferences", response: { 200: preferencesSchema, ...errorResponses(401) } } },
    async (request) => {
      const row = await members.getPreferences(request.member!.user_id);
      return { clubAnnouncements: row.club_announcements === 1, commentNotifications: row.comment_notifications === 1 };
    },
  );

  app.put(
    "/api/me/preferences",
    {
      onRequest: app.sessions.requireMember,
      schema: { tags: ["settings"], summary: "Change my email preferences", body: preferencesSchema, response: { 200: preferencesSchema, ...errorResponses(400, 401) } },
    },
    async (request) => {
      await members.setPreferences(request.member!.user_id, request.body);
      return request.body;
    },
  );
}

