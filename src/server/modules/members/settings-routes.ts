import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  currentUserSchema,
  messageSchema,
  preferencesSchema,
  updatePasswordRequestSchema,
  updateUserRequestSchema,
} from "../../../shared/members.ts";
import { MEMBER_PATHS } from "../../../shared/paths/members.ts";
import { HttpError } from "../../kernel/http/errors.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { logAuthEvent } from "../auth/index.ts";
import { settingsService } from "./settings-service.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";

/** What a refused password change says of the current password it was given, for the authentication log. */
const passwordCheckOutcome = (error: HttpError) =>
  error.statusCode === 429
    ? ("address-stopped" as const)
    : error.details?.some((detail) => detail.path === "body.oldPassword")
      ? ("wrong-password" as const)
      : null;

/** The member's own Settings (docs/product/screens.md#settings): name, type for admins, password, preferences. */
export async function settingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const settings = settingsService(app.database.db, app.rateLimiter, app.subscribers.memberDeactivated);

  app.post(
    MEMBER_PATHS.details,
    {
      onRequest: app.sessions.requireMember,
      schema: {
        tags: ["settings"],
        summary: "Change my name (and, for admins, my type or admin flag)",
        body: updateUserRequestSchema,
        response: { 200: messageSchema.extend({ user: currentUserSchema }), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => settings.updateDetails(signedInMember(request), request.body),
  );

  app.post(
    MEMBER_PATHS.password,
    {
      onRequest: app.sessions.requireMember,
      config: { allowPendingPasswordChange: true },
      schema: {
        tags: ["settings"],
        summary: "Change my password; my other sessions end",
        description:
          "A wrong current password counts in the sign-in limits as a wrong password at login does: the eleventh " +
          "from an address in 15 minutes answers 429, the right one too.",
        body: updatePasswordRequestSchema,
        response: { 200: messageSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const member = signedInMember(request);
      try {
        const changed = await settings.changePassword(member, request.body, request.ip);
        logAuthEvent(request.log, { method: "password-change", outcome: "success", userId: member.user_id });
        return changed;
      } catch (error) {
        const outcome = error instanceof HttpError ? passwordCheckOutcome(error) : null;
        if (outcome) logAuthEvent(request.log, { method: "password-change", outcome, userId: member.user_id });
        throw error;
      }
    },
  );

  app.get(
    MEMBER_PATHS.preferences,
    {
      onRequest: app.sessions.requireMember,
      schema: {
        tags: ["settings"],
        summary: "My email preferences",
        response: { 200: preferencesSchema, ...errorResponses(401) },
      },
    },
    async (request) => settings.preferences(signedInMember(request)),
  );

  app.put(
    MEMBER_PATHS.preferences,
    {
      onRequest: app.sessions.requireMember,
      schema: {
        tags: ["settings"],
        summary: "Change my email preferences",
        body: preferencesSchema,
        response: { 200: preferencesSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => settings.setPreferences(signedInMember(request), request.body),
  );
}
