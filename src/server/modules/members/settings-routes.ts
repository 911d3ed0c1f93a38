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
import type { SettingsService } from "./settings-service.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";

/** What a refused password change says of the current password it was given, for the authentication log. */
const passwordCheckOutcome = (error: HttpError) =>
  error.statusCode === 429
    ? ("address-stopped" as const)
    : error.details?.some((detail) => detail.path === "body.oldPassword")
      ? ("wrong-password" as const)
      : null;

/** The member's own Settings (docs/product/screens.md#settings): name, type for admins, password, preferences. */
export function settingsRoutes(settings: SettingsService): RouteTable {
  return [
    route({
      method: "POST",
      url: MEMBER_PATHS.details,
      guard: "member",
      // The first admin's welcome asks for her name before her own password (members/bootstrap.ts).
      config: { allowPendingPasswordChange: "welcome" },
      schema: {
        tags: ["settings"],
        summary: "Change my name (and, for admins, my type or admin flag)",
        body: updateUserRequestSchema,
        response: { 200: messageSchema.extend({ user: currentUserSchema }), ...errorResponses(400, 401, 403, 409) },
      },
      handler: async (request) => settings.updateDetails(signedInMember(request), request.body),
    }),

    route({
      method: "POST",
      url: MEMBER_PATHS.password,
      guard: "member",
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
      handler: async (request) => {
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
    }),

    route({
      method: "GET",
      url: MEMBER_PATHS.preferences,
      guard: "member",
      schema: {
        tags: ["settings"],
        summary: "My email preferences",
        response: { 200: preferencesSchema, ...errorResponses(401) },
      },
      handler: async (request) => settings.preferences(signedInMember(request)),
    }),

    route({
      method: "PUT",
      url: MEMBER_PATHS.preferences,
      guard: "member",
      schema: {
        tags: ["settings"],
        summary: "Change my email preferences",
        body: preferencesSchema,
        response: { 200: preferencesSchema, ...errorResponses(400, 401) },
      },
      handler: async (request) => settings.setPreferences(signedInMember(request), request.body),
    }),
  ];
}
