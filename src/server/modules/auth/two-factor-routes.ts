import { AUTH_PATHS } from "../../../shared/paths/auth.ts";
import type { FastifyRequest } from "fastify";
import { secondFactorRequestSchema, signedInSchema } from "../../../shared/auth.ts";
import {
  passkeyIdParamsSchema,
  passkeyRegistrationSchema,
  passkeySignInSchema,
  passkeysSchema,
  webauthnOptionsSchema,
  codeRequestSchema,
  memberSessionsSchema,
  recoveryCodesSchema,
  securityStatusSchema,
  sessionIdParamsSchema,
  totpSetupSchema,
} from "../../../shared/security.ts";
import { messageSchema } from "../../../shared/members.ts";
import { badRequest, tooManyRequests } from "../../kernel/http/errors.ts";
import { errorResponses, stepUpErrorResponses } from "../../kernel/http/openapi-responses.ts";
import { logAuthEvent } from "./auth-events.ts";
import { toSignedIn } from "./mapper.ts";
import { requestDevice } from "./factor-notices.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import type { AuthHttp, AuthServices } from "./auth-services.ts";
import { secondFactorGuard } from "./service.ts";
import { PASSKEY_TEXTS, SECURITY_TEXTS } from "../../../shared/texts/auth.ts";
import { expiredSignIn, finishPendingSignIn } from "./two-factor-service.ts";

const LOGIN_PER_IP = { max: 10, windowMs: 60_000 };
/** Setting up a factor and her own sessions work while the club holds a member without one (decision 28). */
const SETTING_UP = { allowWithoutSecondFactor: true };
/** Codes typed by a signed-in member (turning TOTP off, new recovery codes): a guesser gets nowhere in a session. */
const CODES_PER_MEMBER = { max: 10, windowMs: 15 * 60_000 };

/** The signed-in member changing a factor, and the browser and system she does it from (the email names it). */
const changer = (request: FastifyRequest) => ({ ...signedInMember(request), device: requestDevice(request) });

export function twoFactorRoutes(auth: AuthServices, { sessions, pendingCookie }: AuthHttp): RouteTable {
  const { twoFactor: context, signIn, passkeys, factors, mySessions, signInSteps } = auth;
  return [
    route({
      method: "POST",
      url: AUTH_PATHS.loginSecondFactor,
      guard: "anyone",
      schema: {
        tags: ["auth"],
        summary: "Finish a login with a code from the authenticator app or a recovery code",
        body: secondFactorRequestSchema,
        response: { 200: signedInSchema, ...errorResponses(400, 401, 429) },
      },
      rateLimits: (request) => [{ bucket: `login-ip:${request.ip}`, ...LOGIN_PER_IP }],
      handler: async (request, reply) => {
        const token = pendingCookie.read(request);
        if (!token || token.length > 100) throw expiredSignIn();
        const result = await finishPendingSignIn(context, token, request.body.code);
        if (result.outcome === "expired-attempt") {
          logAuthEvent(request.log, { method: "second-factor", outcome: "expired-attempt", userId: null });
          pendingCookie.clear(reply);
          throw expiredSignIn();
        }
        const guard = secondFactorGuard(signIn, result.email, request.ip);
        const retryAfter = await guard.stopped();
        if (retryAfter !== null) {
          logAuthEvent(request.log, { method: "second-factor", outcome: "address-stopped", userId: result.userId });
          throw tooManyRequests(retryAfter);
        }
        if (result.outcome === "wrong-code") {
          await guard.failed();
          logAuthEvent(request.log, { method: "second-factor", outcome: "wrong-code", userId: result.userId });
          throw badRequest(SECURITY_TEXTS.wrongCode, [{ path: "body.code", message: SECURITY_TEXTS.notRight }]);
        }
        await guard.succeeded(result.userId);
        logAuthEvent(request.log, {
          method: result.proof === "totp" ? "totp" : "recovery-code",
          outcome: "success",
          userId: result.userId,
        });
        pendingCookie.clear(reply);
        await sessions.start(request, reply, result.userId);
        return toSignedIn(result.member);
      },
    }),

    route({
      method: "GET",
      url: AUTH_PATHS.secondFactors,
      guard: "member",
      config: SETTING_UP,
      schema: {
        tags: ["security"],
        summary: "My second factors",
        response: { 200: securityStatusSchema, ...errorResponses(401) },
      },
      handler: async (request) => factors.status(signedInMember(request)),
    }),

    route({
      method: "POST",
      url: AUTH_PATHS.totp,
      guard: "member",
      config: SETTING_UP,
      schema: {
        tags: ["security"],
        summary: "Start setting up an authenticator app: a new secret to confirm",
        response: { 200: totpSetupSchema, ...stepUpErrorResponses(401, 409) },
      },
      stepUp: true,
      handler: async (request) => factors.beginTotp(signedInMember(request)),
    }),

    route({
      method: "POST",
      url: AUTH_PATHS.totpConfirm,
      guard: "member",
      config: SETTING_UP,
      schema: {
        tags: ["security"],
        summary: "Turn the authenticator app on with a code from it; answers ten recovery codes, shown once",
        body: codeRequestSchema,
        response: { 200: recoveryCodesSchema, ...stepUpErrorResponses(400, 401, 409, 429) },
      },
      rateLimits: (request) => [{ bucket: `2fa-code:${signedInMember(request).user_id}`, ...CODES_PER_MEMBER }],
      stepUp: true,
      handler: async (request) => factors.confirmTotp(changer(request), request.body.code),
    }),

    route({
      method: "DELETE",
      url: AUTH_PATHS.totp,
      guard: "member",
      config: SETTING_UP,
      schema: {
        tags: ["security"],
        summary: "Turn the authenticator app off (a current code or a recovery code proves it)",
        body: codeRequestSchema,
        response: { 200: messageSchema, ...errorResponses(400, 401, 409, 429) },
      },
      rateLimits: (request) => [{ bucket: `2fa-code:${signedInMember(request).user_id}`, ...CODES_PER_MEMBER }],
      handler: async (request) => factors.disableTotp(changer(request), request.body.code),
    }),

    route({
      method: "POST",
      url: AUTH_PATHS.recoveryCodes,
      guard: "member",
      config: SETTING_UP,
      schema: {
        tags: ["security"],
        summary: "Ten new recovery codes, replacing the old ones (a current code proves it)",
        body: codeRequestSchema,
        response: { 200: recoveryCodesSchema, ...errorResponses(400, 401, 409, 429) },
      },
      rateLimits: (request) => [{ bucket: `2fa-code:${signedInMember(request).user_id}`, ...CODES_PER_MEMBER }],
      handler: async (request) => factors.regenerateRecoveryCodes(signedInMember(request), request.body.code),
    }),

    route({
      method: "GET",
      url: AUTH_PATHS.sessions,
      guard: "member",
      config: SETTING_UP,
      schema: {
        tags: ["security"],
        summary: "My sessions",
        response: { 200: memberSessionsSchema, ...errorResponses(401) },
      },
      handler: async (request) => mySessions.list(signedInMember(request)),
    }),

    route({
      method: "DELETE",
      url: AUTH_PATHS.session,
      guard: "member",
      config: SETTING_UP,
      schema: {
        tags: ["security"],
        summary: "Sign one of my sessions out",
        params: sessionIdParamsSchema,
        response: { 200: messageSchema, ...errorResponses(400, 401, 404) },
      },
      handler: async (request) => mySessions.end(signedInMember(request), request.params.id),
    }),

    route({
      method: "DELETE",
      url: AUTH_PATHS.sessions,
      guard: "member",
      config: SETTING_UP,
      schema: {
        tags: ["security"],
        summary: "Sign out everywhere else: every session but this one ends",
        response: { 200: messageSchema, ...errorResponses(401) },
      },
      handler: async (request) => mySessions.endOthers(signedInMember(request)),
    }),

    route({
      method: "GET",
      url: AUTH_PATHS.passkeys,
      guard: "member",
      config: SETTING_UP,
      schema: { tags: ["security"], summary: "My passkeys", response: { 200: passkeysSchema, ...errorResponses(401) } },
      handler: async (request) => passkeys.list(signedInMember(request)),
    }),

    route({
      method: "POST",
      url: AUTH_PATHS.passkeyOptions,
      guard: "member",
      config: SETTING_UP,
      schema: {
        tags: ["security"],
        summary: "Options for the browser to make a new passkey (a challenge good for 5 minutes)",
        response: { 200: webauthnOptionsSchema, ...stepUpErrorResponses(401) },
      },
      stepUp: true,
      handler: async (request) => passkeys.registrationOptions(signedInMember(request)),
    }),

    route({
      method: "POST",
      url: AUTH_PATHS.passkeys,
      guard: "member",
      config: SETTING_UP,
      schema: {
        tags: ["security"],
        summary: "Add the passkey the browser made, with a name",
        body: passkeyRegistrationSchema,
        response: { 200: messageSchema, ...stepUpErrorResponses(400, 401, 429) },
      },
      rateLimits: (request) => [{ bucket: `2fa-code:${signedInMember(request).user_id}`, ...CODES_PER_MEMBER }],
      stepUp: true,
      handler: async (request) => passkeys.register(changer(request), request.body.name, request.body.credential),
    }),

    route({
      method: "DELETE",
      url: AUTH_PATHS.passkey,
      guard: "member",
      config: SETTING_UP,
      schema: {
        tags: ["security"],
        summary: "Remove one of my passkeys",
        params: passkeyIdParamsSchema,
        response: { 200: messageSchema, ...stepUpErrorResponses(400, 401, 404) },
      },
      stepUp: true,
      handler: async (request) => passkeys.remove(changer(request), request.params.id),
    }),

    route({
      method: "POST",
      url: AUTH_PATHS.passkeySignInOptions,
      guard: "anyone",
      schema: {
        tags: ["auth"],
        summary: "Options for signing in with a passkey (a challenge good for 5 minutes)",
        response: { 200: webauthnOptionsSchema, ...errorResponses(429) },
      },
      rateLimits: (request) => [{ bucket: `passkey-options-ip:${request.ip}`, ...LOGIN_PER_IP }],
      handler: async () => passkeys.signInOptions(),
    }),

    route({
      method: "POST",
      url: AUTH_PATHS.passkeySignIn,
      guard: "anyone",
      schema: {
        tags: ["auth"],
        summary: "Sign in with a passkey alone (it is both factors: something held, unlocked by the member)",
        body: passkeySignInSchema,
        response: { 200: signedInSchema, ...errorResponses(400, 429) },
      },
      rateLimits: (request) => [{ bucket: `login-ip:${request.ip}`, ...LOGIN_PER_IP }],
      handler: async (request, reply) => {
        const member = await passkeys.signIn(request.body.credential);
        logAuthEvent(request.log, {
          method: "passkey",
          outcome: member ? "success" : "passkey-refused",
          userId: member?.user_id ?? null,
        });
        if (!member) throw badRequest(PASSKEY_TEXTS.failed);
        await signInSteps.rememberAddress(member.user_id, request.ip);
        pendingCookie.clear(reply);
        await sessions.start(request, reply, member.user_id);
        return toSignedIn(member);
      },
    }),
  ];
}
