import { STEP_UP_PATHS } from "../../../shared/paths/step-up.ts";
import { webauthnOptionsSchema } from "../../../shared/security.ts";
import { STEP_UP_TEXTS } from "../../../shared/texts/auth.ts";
import { securitySettingsSchema } from "../../../shared/security-settings.ts";
import { SECURITY_SETTINGS_PATHS } from "../../../shared/paths/security-settings.ts";
import { stepUpRequestSchema } from "../../../shared/step-up-schemas.ts";
import { messageSchema } from "../../../shared/members.ts";
import { HttpError } from "../../kernel/http/errors.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import { logAuthEvent } from "./auth-events.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import type { AuthHttp, AuthServices } from "./auth-services.ts";
import { proveStepUp } from "./step-up-service.ts";

/** Step-up for sensitive admin actions, and the club's security settings (decision 28). */
export function stepUpRoutes(auth: AuthServices, { sessions }: AuthHttp): RouteTable {
  const context = auth;
  const { passkeys, clubSecurity: settings } = auth;
  const settingsAnswer = securitySettingsSchema.extend({ message: messageSchema.shape.message });

  return [
    route({
      method: "POST",
      url: STEP_UP_PATHS.stepUpOptions,
      guard: "member",
      config: { allowWithoutSecondFactor: true },
      schema: {
        tags: ["security"],
        summary: "Options for proving again with one of my passkeys (a challenge good for 5 minutes)",
        response: { 200: webauthnOptionsSchema, ...errorResponses(401) },
      },
      handler: async (request) => passkeys.stepUpOptions(signedInMember(request)),
    }),

    route({
      method: "POST",
      url: STEP_UP_PATHS.stepUp,
      guard: "member",
      config: { allowWithoutSecondFactor: true },
      schema: {
        tags: ["security"],
        summary: "Prove it is still me (a code, a recovery code, a passkey, or my password when I have no factor)",
        description:
          "Records the proof on this session: sensitive admin actions work for 15 minutes after it. A wrong proof " +
          "counts in the sign-in limits as a wrong password does.",
        body: stepUpRequestSchema,
        response: { 200: messageSchema, ...errorResponses(400, 401, 429) },
      },
      handler: async (request) => {
        const member = signedInMember(request);
        try {
          const { proof } = await proveStepUp(context, member, request.body, request.ip);
          await sessions.proven(request);
          logAuthEvent(request.log, { method: "step-up", outcome: "success", userId: member.user_id, proof });
          return { message: STEP_UP_TEXTS.proven };
        } catch (error) {
          if (error instanceof HttpError)
            logAuthEvent(request.log, {
              method: "step-up",
              outcome: error.statusCode === 429 ? "address-stopped" : "wrong-code",
              userId: member.user_id,
            });
          throw error;
        }
      },
    }),

    route({
      method: "GET",
      url: SECURITY_SETTINGS_PATHS.settings,
      guard: "admin",
      schema: {
        tags: ["security"],
        summary: "The club's security settings",
        response: { 200: securitySettingsSchema, ...errorResponses(401, 403) },
      },
      handler: async () => settings.read(),
    }),

    route({
      method: "PUT",
      url: SECURITY_SETTINGS_PATHS.settings,
      guard: "admin",
      schema: {
        tags: ["security"],
        summary: "Change the club's security settings (audited)",
        description:
          "`requireSecondFactorForAll`: every member must set up a second factor before any members' page or call works.",
        body: securitySettingsSchema,
        response: { 200: settingsAnswer, ...errorResponses(400, 401, 403) },
      },
      handler: async (request) => settings.change(signedInMember(request), request.body),
    }),
  ];
}
