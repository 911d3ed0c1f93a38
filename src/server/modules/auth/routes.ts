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
import { pickCurrentUser, toSignedIn } from "./mapper.ts";
import { logAuthEvent } from "./auth-events.ts";
import { authenticate, authenticateWithLink } from "./service.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import type { AuthHttp, AuthServices } from "./auth-services.ts";
import { holdsAdminFlag, signedInMember } from "../../kernel/sessions/signed-in-member.ts";

const LOGIN_PER_IP = { max: 10, windowMs: 60_000 };
const SIGN_IN_LINKS_PER_IP = { max: 10, windowMs: 60_000 };

export function authRoutes(auth: AuthServices, { sessions, pendingCookie }: AuthHttp): RouteTable {
  const { signIn: context, signInSteps } = auth;
  return [
    route({
      method: "GET",
      url: SESSION_PATHS.authStatus,
      guard: "anyone",
      schema: { tags: ["auth"], summary: "Who is logged in", response: { 200: authStatusSchema } },
      handler: async (request) => {
        const member = await sessions.current(request);
        return member
          ? {
              authenticated: true as const,
              user: pickCurrentUser(member),
              mustChangePassword: member.mustChangePassword,
              welcome: member.welcome,
            }
          : { authenticated: false as const };
      },
    }),

    route({
      method: "POST",
      url: SESSION_PATHS.login,
      guard: "anyone",
      schema: {
        tags: ["auth"],
        summary: "Log in with email and password",
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 429) },
      },
      rateLimits: (request) => [{ bucket: `login-ip:${request.ip}`, ...LOGIN_PER_IP }],
      handler: async (request, reply) => {
        const result = await authenticate(context, request.body.email, request.body.password, request.ip);
        const { member, outcome, userId } = result;
        logAuthEvent(request.log, { method: "password", outcome, userId });
        if (result.outcome === "address-stopped") throw tooManyRequests(result.retryAfterSeconds);
        if (!member) throw new HttpError(401, "unauthenticated", AUTH_TEXTS.loginFailed);
        if (result.outcome === "second-factor-required") {
          pendingCookie.set(reply, await signInSteps.awaitSecondFactor(member.user_id));
          return { twoFactorRequired: true as const, methods: [...result.methods] };
        }
        await sessions.start(request, reply, member.user_id);
        return toSignedIn(member);
      },
    }),

    // The one-time link the sign-in guard emails (service.ts): the page /sign-in/:token asks before it posts here, so
    // that a mail scanner opening the link uses nothing.
    route({
      method: "POST",
      url: SESSION_PATHS.signInLink,
      guard: "anyone",
      schema: {
        tags: ["auth"],
        summary: "Log in with an emailed one-time sign-in link",
        body: signInLinkRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 429) },
      },
      rateLimits: (request) => [{ bucket: `sign-in-link-ip:${request.ip}`, ...SIGN_IN_LINKS_PER_IP }],
      handler: async (request, reply) => {
        const member = await authenticateWithLink(context, request.body.token, request.ip);
        logAuthEvent(request.log, {
          method: "sign-in-link",
          outcome: member ? "success" : "invalid-link",
          userId: member?.user_id ?? null,
        });
        if (!member) throw badRequest(SIGN_IN_LINK_TEXTS.invalid);
        // The link stands in for the password only: a member with a second factor still gives it.
        const methods = await signInSteps.secondFactorsOf(member.user_id);
        if (methods.length > 0) {
          pendingCookie.set(reply, await signInSteps.awaitSecondFactor(member.user_id));
          return { twoFactorRequired: true as const, methods: [...methods] };
        }
        await sessions.start(request, reply, member.user_id);
        return toSignedIn(member);
      },
    }),

    // Ending a session that does not exist is not an error: the visitor is logged out either way. The browser then
    // forgets what the app kept in its storage for the member (mail drafts; ASVS 14.3.3): the next person at it finds none.
    route({
      method: "POST",
      url: SESSION_PATHS.logout,
      guard: "anyone",
      schema: { tags: ["auth"], summary: "Log out", response: { 200: okSchema } },
      handler: async (request, reply) => {
        const member = await sessions.current(request);
        await sessions.end(request, reply);
        if (member) logAuthEvent(request.log, { method: "logout", outcome: "success", userId: member.user_id });
        reply.header("clear-site-data", '"storage"');
        return { ok: true as const };
      },
    }),

    route({
      method: "GET",
      url: SESSION_PATHS.userDetails,
      guard: "member",
      config: { allowPendingPasswordChange: true, allowWithoutSecondFactor: true },
      schema: {
        tags: ["auth"],
        summary: "The logged-in member",
        response: { 200: userDetailsSchema, ...errorResponses(401) },
      },
      handler: async (request) => {
        const member = signedInMember(request);
        return pickCurrentUser({ ...member, admin: holdsAdminFlag(member) });
      },
    }),
  ];
}
