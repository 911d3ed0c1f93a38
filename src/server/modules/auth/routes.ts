import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  authStatusSchema,
  loginRequestSchema,
  loginResponseSchema,
  okSchema,
  signInLinkRequestSchema,
  userDetailsSchema,
} from "../../../shared/auth.ts";
import { SESSION_PATHS } from "../../../shared/paths/session.ts";
import { AUTH_TEXTS } from "../../../shared/texts/auth.ts";
import { SIGN_IN_LINK_TEXTS } from "../../../shared/texts/sign-in-link.ts";
import { badRequest, HttpError, tooManyRequests } from "../../kernel/http/errors.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { pickCurrentUser, toCurrentUser } from "./mapper.ts";
import { logAuthEvent } from "./auth-events.ts";
import { authenticate, authenticateWithLink, signInContext } from "./service.ts";
import { pendingSignInCookie } from "./two-factor-routes.ts";
import { secondFactorMethods, startPendingSignIn } from "./two-factor-service.ts";
import { holdsAdminFlag, signedInMember } from "../../kernel/sessions/signed-in-member.ts";

const LOGIN_PER_IP = { max: 10, windowMs: 60_000 };
const SIGN_IN_LINKS_PER_IP = { max: 10, windowMs: 60_000 };

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const context = signInContext(app.database.db, app.rateLimiter, app.mail);
  const pendingCookie = pendingSignInCookie(app.config);

  app.get(
    SESSION_PATHS.authStatus,
    { schema: { tags: ["auth"], summary: "Who is logged in", response: { 200: authStatusSchema } } },
    async (request) => {
      const member = await app.sessions.current(request);
      return member
        ? { authenticated: true as const, user: pickCurrentUser(member), mustChangePassword: member.mustChangePassword }
        : { authenticated: false as const };
    },
  );

  app.post(
    SESSION_PATHS.login,
    {
      schema: {
        tags: ["auth"],
        summary: "Log in with email and password",
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      await app.rateLimiter.enforce({ bucket: `login-ip:${request.ip}`, ...LOGIN_PER_IP });
      const result = await authenticate(context, request.body.email, request.body.password, request.ip);
      const { member, outcome, userId } = result;
      logAuthEvent(request.log, { method: "password", outcome, userId });
      if (result.outcome === "address-stopped") throw tooManyRequests(result.retryAfterSeconds);
      if (!member) throw new HttpError(401, "unauthenticated", AUTH_TEXTS.loginFailed);
      if (result.outcome === "second-factor-required") {
        pendingCookie.set(reply, await startPendingSignIn(app.database.db, member.user_id));
        return { twoFactorRequired: true as const, methods: [...result.methods] };
      }
      await app.sessions.start(request, reply, member.user_id);
      return { ok: true as const, user: toCurrentUser(member), mustChangePassword: member.must_change_password === 1 };
    },
  );

  // The one-time link the sign-in guard emails (service.ts): the page /sign-in/:token asks before it posts here, so
  // that a mail scanner opening the link uses nothing.
  app.post(
    SESSION_PATHS.signInLink,
    {
      schema: {
        tags: ["auth"],
        summary: "Log in with an emailed one-time sign-in link",
        body: signInLinkRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await app.rateLimiter.enforce({ bucket: `sign-in-link-ip:${request.ip}`, ...SIGN_IN_LINKS_PER_IP });
      const member = await authenticateWithLink(context, request.body.token, request.ip);
      logAuthEvent(request.log, {
        method: "sign-in-link",
        outcome: member ? "success" : "invalid-link",
        userId: member?.user_id ?? null,
      });
      if (!member) throw badRequest(SIGN_IN_LINK_TEXTS.invalid);
      // The link stands in for the password only: a member with a second factor still gives it.
      const methods = await secondFactorMethods(app.database.db, member.user_id);
      if (methods.length > 0) {
        pendingCookie.set(reply, await startPendingSignIn(app.database.db, member.user_id));
        return { twoFactorRequired: true as const, methods: [...methods] };
      }
      await app.sessions.start(request, reply, member.user_id);
      return { ok: true as const, user: toCurrentUser(member), mustChangePassword: member.must_change_password === 1 };
    },
  );

  // Ending a session that does not exist is not an error: the visitor is logged out either way. The browser then
  // forgets what the app kept in its storage for the member (mail drafts; ASVS 14.3.3): the next person at it finds none.
  app.post(
    SESSION_PATHS.logout,
    { schema: { tags: ["auth"], summary: "Log out", response: { 200: okSchema } } },
    async (request, reply) => {
      const member = await app.sessions.current(request);
      await app.sessions.end(request, reply);
      if (member) logAuthEvent(request.log, { method: "logout", outcome: "success", userId: member.user_id });
      reply.header("clear-site-data", '"storage"');
      return { ok: true as const };
    },
  );

  app.get(
    SESSION_PATHS.userDetails,
    {
      onRequest: app.sessions.requireMember,
      config: { allowPendingPasswordChange: true, allowWithoutSecondFactor: true },
      schema: {
        tags: ["auth"],
        summary: "The logged-in member",
        response: { 200: userDetailsSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const member = signedInMember(request);
      return pickCurrentUser({ ...member, admin: holdsAdminFlag(member) });
    },
  );
}
