import { AUTH_PATHS } from "../../../shared/paths/auth.ts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
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
import type { Config } from "../../config.ts";
import { badRequest, tooManyRequests } from "../../kernel/http/errors.ts";
import { errorResponses, stepUpErrorResponses } from "../../kernel/http/openapi-responses.ts";
import { logAuthEvent } from "./auth-events.ts";
import { toCurrentUser } from "./mapper.ts";
import { memberSessionsService } from "./member-sessions-service.ts";
import { requestDevice } from "./factor-notices.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import { secondFactorContext } from "./second-factor-context.ts";
import { rememberSignInAddress, secondFactorGuard } from "./service.ts";
import { PASSKEY_TEXTS, SECURITY_TEXTS } from "../../../shared/texts/auth.ts";
import { expiredSignIn, finishPendingSignIn, twoFactorService, PENDING_SIGN_IN } from "./two-factor-service.ts";

const LOGIN_PER_IP = { max: 10, windowMs: 60_000 };
/** Setting up a factor and her own sessions work while the club holds a member without one (decision 28). */
const SETTING_UP = { allowWithoutSecondFactor: true };
/** Codes typed by a signed-in member (turning TOTP off, new recovery codes): a guesser gets nowhere in a session. */
const CODES_PER_MEMBER = { max: 10, windowMs: 15 * 60_000 };

/** The signed-in member changing a factor, and the browser and system she does it from (the email names it). */
const changer = (request: FastifyRequest) => ({ ...signedInMember(request), device: requestDevice(request) });

/** The cookie that carries a login waiting for its second factor: never a session, and only 5 minutes long. */
export function pendingSignInCookie(config: Config) {
  const name = config.secureCookies ? "__Host-salon_pending" : "salon_pending";
  const options = { path: "/", httpOnly: true, sameSite: "strict", secure: config.secureCookies } as const;
  return {
    read: (request: FastifyRequest) => request.cookies[name],
    set(reply: FastifyReply, token: string) {
      reply.setCookie(name, token, { ...options, maxAge: PENDING_SIGN_IN.ttlMs / 1000 });
    },
    clear(reply: FastifyReply) {
      reply.clearCookie(name, options);
    },
  };
}

export async function twoFactorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { twoFactor: context, signIn, passkeys } = secondFactorContext(app);
  const factors = twoFactorService(context);
  const mySessions = memberSessionsService(app.database.db);
  const pendingCookie = pendingSignInCookie(app.config);
  const limitCodes = (request: FastifyRequest) =>
    app.rateLimiter.enforce({ bucket: `2fa-code:${signedInMember(request).user_id}`, ...CODES_PER_MEMBER });

  app.post(
    AUTH_PATHS.loginSecondFactor,
    {
      schema: {
        tags: ["auth"],
        summary: "Finish a login with a code from the authenticator app or a recovery code",
        body: secondFactorRequestSchema,
        response: { 200: signedInSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      await app.rateLimiter.enforce({ bucket: `login-ip:${request.ip}`, ...LOGIN_PER_IP });
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
      await app.sessions.start(request, reply, result.userId);
      return {
        ok: true as const,
        user: toCurrentUser(result.member),
        mustChangePassword: result.member.must_change_password === 1,
      };
    },
  );

  app.get(
    AUTH_PATHS.secondFactors,
    {
      onRequest: app.sessions.requireMember,
      config: SETTING_UP,
      schema: {
        tags: ["security"],
        summary: "My second factors",
        response: { 200: securityStatusSchema, ...errorResponses(401) },
      },
    },
    async (request) => factors.status(signedInMember(request)),
  );

  app.post(
    AUTH_PATHS.totp,
    {
      onRequest: app.sessions.requireMember,
      config: SETTING_UP,
      schema: {
        tags: ["security"],
        summary: "Start setting up an authenticator app: a new secret to confirm",
        response: { 200: totpSetupSchema, ...stepUpErrorResponses(401, 409) },
      },
    },
    async (request) => {
      await app.sessions.requireRecentProof(request);
      return factors.beginTotp(signedInMember(request));
    },
  );

  app.post(
    AUTH_PATHS.totpConfirm,
    {
      onRequest: app.sessions.requireMember,
      config: SETTING_UP,
      schema: {
        tags: ["security"],
        summary: "Turn the authenticator app on with a code from it; answers ten recovery codes, shown once",
        body: codeRequestSchema,
        response: { 200: recoveryCodesSchema, ...stepUpErrorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      await limitCodes(request);
      await app.sessions.requireRecentProof(request);
      return factors.confirmTotp(changer(request), request.body.code);
    },
  );

  app.delete(
    AUTH_PATHS.totp,
    {
      onRequest: app.sessions.requireMember,
      config: SETTING_UP,
      schema: {
        tags: ["security"],
        summary: "Turn the authenticator app off (a current code or a recovery code proves it)",
        body: codeRequestSchema,
        response: { 200: messageSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      await limitCodes(request);
      return factors.disableTotp(changer(request), request.body.code);
    },
  );

  app.post(
    AUTH_PATHS.recoveryCodes,
    {
      onRequest: app.sessions.requireMember,
      config: SETTING_UP,
      schema: {
        tags: ["security"],
        summary: "Ten new recovery codes, replacing the old ones (a current code proves it)",
        body: codeRequestSchema,
        response: { 200: recoveryCodesSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      await limitCodes(request);
      return factors.regenerateRecoveryCodes(signedInMember(request), request.body.code);
    },
  );

  app.get(
    AUTH_PATHS.sessions,
    {
      onRequest: app.sessions.requireMember,
      config: SETTING_UP,
      schema: {
        tags: ["security"],
        summary: "My sessions",
        response: { 200: memberSessionsSchema, ...errorResponses(401) },
      },
    },
    async (request) => mySessions.list(signedInMember(request)),
  );

  app.delete(
    AUTH_PATHS.session,
    {
      onRequest: app.sessions.requireMember,
      config: SETTING_UP,
      schema: {
        tags: ["security"],
        summary: "Sign one of my sessions out",
        params: sessionIdParamsSchema,
        response: { 200: messageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => mySessions.end(signedInMember(request), request.params.id),
  );

  app.delete(
    AUTH_PATHS.sessions,
    {
      onRequest: app.sessions.requireMember,
      config: SETTING_UP,
      schema: {
        tags: ["security"],
        summary: "Sign out everywhere else: every session but this one ends",
        response: { 200: messageSchema, ...errorResponses(401) },
      },
    },
    async (request) => mySessions.endOthers(signedInMember(request)),
  );

  app.get(
    AUTH_PATHS.passkeys,
    {
      onRequest: app.sessions.requireMember,
      config: SETTING_UP,
      schema: { tags: ["security"], summary: "My passkeys", response: { 200: passkeysSchema, ...errorResponses(401) } },
    },
    async (request) => passkeys.list(signedInMember(request)),
  );

  app.post(
    AUTH_PATHS.passkeyOptions,
    {
      onRequest: app.sessions.requireMember,
      config: SETTING_UP,
      schema: {
        tags: ["security"],
        summary: "Options for the browser to make a new passkey (a challenge good for 5 minutes)",
        response: { 200: webauthnOptionsSchema, ...stepUpErrorResponses(401) },
      },
    },
    async (request) => {
      await app.sessions.requireRecentProof(request);
      return passkeys.registrationOptions(signedInMember(request));
    },
  );

  app.post(
    AUTH_PATHS.passkeys,
    {
      onRequest: app.sessions.requireMember,
      config: SETTING_UP,
      schema: {
        tags: ["security"],
        summary: "Add the passkey the browser made, with a name",
        body: passkeyRegistrationSchema,
        response: { 200: messageSchema, ...stepUpErrorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      await limitCodes(request);
      await app.sessions.requireRecentProof(request);
      return passkeys.register(changer(request), request.body.name, request.body.credential);
    },
  );

  app.delete(
    AUTH_PATHS.passkey,
    {
      onRequest: app.sessions.requireMember,
      config: SETTING_UP,
      schema: {
        tags: ["security"],
        summary: "Remove one of my passkeys",
        params: passkeyIdParamsSchema,
        response: { 200: messageSchema, ...stepUpErrorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await app.sessions.requireRecentProof(request);
      return passkeys.remove(changer(request), request.params.id);
    },
  );

  app.post(
    AUTH_PATHS.passkeySignInOptions,
    {
      schema: {
        tags: ["auth"],
        summary: "Options for signing in with a passkey (a challenge good for 5 minutes)",
        response: { 200: webauthnOptionsSchema, ...errorResponses(429) },
      },
    },
    async (request) => {
      await app.rateLimiter.enforce({ bucket: `passkey-options-ip:${request.ip}`, ...LOGIN_PER_IP });
      return passkeys.signInOptions();
    },
  );

  app.post(
    AUTH_PATHS.passkeySignIn,
    {
      schema: {
        tags: ["auth"],
        summary: "Sign in with a passkey alone (it is both factors: something held, unlocked by the member)",
        body: passkeySignInSchema,
        response: { 200: signedInSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await app.rateLimiter.enforce({ bucket: `login-ip:${request.ip}`, ...LOGIN_PER_IP });
      const member = await passkeys.signIn(request.body.credential);
      logAuthEvent(request.log, {
        method: "passkey",
        outcome: member ? "success" : "passkey-refused",
        userId: member?.user_id ?? null,
      });
      if (!member) throw badRequest(PASSKEY_TEXTS.failed);
      await rememberSignInAddress(app.database.db, member.user_id, request.ip);
      pendingCookie.clear(reply);
      await app.sessions.start(request, reply, member.user_id);
      return { ok: true as const, user: toCurrentUser(member), mustChangePassword: member.must_change_password === 1 };
    },
  );
}
