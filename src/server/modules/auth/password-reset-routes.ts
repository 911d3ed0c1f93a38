import { z } from "zod";
import { forgotPasswordRequestSchema, resetPasswordRequestSchema } from "../../../shared/auth.ts";
import { PASSWORD_RESET_TEXTS } from "../../../shared/texts/password-reset.ts";
import { AUTH_PATHS } from "../../../shared/paths/auth.ts";
import { normalizeEmail } from "../../../shared/email-address.ts";
import { apiErrorSchema } from "../../../shared/errors.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { RESET_REMOVES_FACTORS_ADDED_WITHIN_DAYS, type RemovedByReset } from "./password-reset-service.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import type { AuthHttp, AuthServices } from "./auth-services.ts";
import { requestDevice } from "./factor-notices.ts";

const HOUR_MS = 60 * 60 * 1000;
const plainText = z.string();

/** "Password has been reset successfully.", and what it removed with it (decision 33). */
function doneText(removed: RemovedByReset) {
  const what = [
    ...removed.passkeys.map(PASSWORD_RESET_TEXTS.removedPasskey),
    ...(removed.totp ? [PASSWORD_RESET_TEXTS.removedTotp] : []),
  ];
  if (what.length === 0) return PASSWORD_RESET_TEXTS.done;
  return `${PASSWORD_RESET_TEXTS.done} ${PASSWORD_RESET_TEXTS.removedRecent(RESET_REMOVES_FACTORS_ADDED_WITHIN_DAYS, what)}`;
}

/** Forgot and reset password. As the original client expects, both answer plain text that the page shows as it is. */
export function passwordResetRoutes(auth: AuthServices, { sessions, pendingCookie }: AuthHttp): RouteTable {
  const { resets } = auth;
  return [
    route({
      method: "POST",
      url: AUTH_PATHS.forgotPassword,
      guard: "anyone",
      schema: {
        tags: ["auth"],
        summary: "Email a password reset link (the same answer whether or not the email is a member's)",
        body: forgotPasswordRequestSchema,
        response: { 200: plainText, ...errorResponses(400, 429) },
      },
      rateLimits: (request) => [
        { bucket: `forgot-ip:${request.ip}`, max: 5, windowMs: HOUR_MS },
        { bucket: `forgot-email:${normalizeEmail(request.body.email)}`, max: 5, windowMs: HOUR_MS },
      ],
      handler: async (request, reply) => {
        await resets.sendResetLink(normalizeEmail(request.body.email));
        return reply.type("text/plain; charset=utf-8").send(PASSWORD_RESET_TEXTS.linkSent);
      },
    }),

    route({
      method: "POST",
      url: AUTH_PATHS.resetPassword,
      guard: "anyone",
      schema: {
        tags: ["auth"],
        summary:
          "Set a new password with a reset link's token; ends every session of the member and removes the passkeys and authenticator app added in the last 7 days; signs her in, or waits for her second factor when one is left",
        body: resetPasswordRequestSchema,
        // A bad token or password answers plain text (docs/product/http.md#errors); a body that fails the schema, the usual JSON error.
        response: { 200: plainText, 400: z.union([plainText, apiErrorSchema]) },
      },
      handler: async (request, reply) => {
        reply.type("text/plain; charset=utf-8");
        const result = await resets.resetPassword(request.body.token, request.body.newPassword, requestDevice(request));
        if (result.outcome === "weak-password") return reply.code(400).send(result.problem);
        if (result.outcome === "invalid-token") return reply.code(400).send(PASSWORD_RESET_TEXTS.invalidToken);
        // The link stands in for the password only: with no second factor left she is signed in (its sign-in her fresh
        // proof, so she may review and remove her sign-in methods at once); with one, the login waits for it.
        if (result.signIn.kind === "session") await sessions.start(request, reply, result.userId);
        if (result.signIn.kind === "second-factor") pendingCookie.set(reply, result.signIn.pendingToken);
        return reply.send(doneText(result.removed));
      },
    }),
  ];
}
