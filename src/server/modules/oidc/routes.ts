import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import { OIDC_LOGIN_WINDOW_MS, type OidcService } from "./service.ts";

export const OIDC_PATHS = { start: "/auth/oidc/start", callback: "/auth/oidc/callback" } as const;
const FAILED = "/login?error=oidc";

/** The attempt's state, kept by the browser that started it: a callback in another browser is refused (ASVS 10.1.2). */
const stateCookieName = (secure: boolean) => (secure ? "__Host-salon_oidc_state" : "salon_oidc_state");

/**
 * "Login with Google": any OpenID Connect provider, with PKCE, state and nonce. It signs in existing,
 * active members only (matched by a linked subject or a verified email); it never creates accounts.
 */
export function oidcRoutes(
  logins: OidcService,
  http: {
    secureCookies: boolean;
    startSession: (request: FastifyRequest, reply: FastifyReply, userId: number) => Promise<void>;
    pendingCookie: { set(reply: FastifyReply, token: string): void };
  },
): RouteTable {
  const { pendingCookie } = http;
  const stateCookie = stateCookieName(http.secureCookies);
  const stateCookieOptions = { path: "/", httpOnly: true, sameSite: "lax", secure: http.secureCookies } as const;

  return [
    route({
      method: "GET",
      url: OIDC_PATHS.start,
      guard: "anyone",
      rateLimits: (request) => [{ bucket: `login-ip:${request.ip}`, max: 10, windowMs: 60_000 }],
      schema: {
        tags: ["auth"],
        summary: "Start signing in with the OpenID Connect provider",
        querystring: z.object({ next: z.string().max(2000).optional() }),
      },
      handler: async (request, reply) => {
        const started = await logins.begin(request.query.next, request.log);
        if (!started) return reply.redirect(FAILED, 302);
        reply.setCookie(stateCookie, started.state, { ...stateCookieOptions, maxAge: OIDC_LOGIN_WINDOW_MS / 1000 });
        return reply.redirect(started.url.href, 302);
      },
    }),

    route({
      method: "GET",
      url: OIDC_PATHS.callback,
      guard: "anyone",
      schema: {
        tags: ["auth"],
        summary: "The provider's return",
        querystring: z.object({ state: z.string().max(500).optional() }).passthrough(),
      },
      handler: async (request, reply) => {
        const state = request.query.state;
        const kept = request.cookies[stateCookie];
        reply.clearCookie(stateCookie, stateCookieOptions);
        // The provider stands in for the password only: a member with a second factor gives it on the login page.
        let methods: string[] = [];
        const target = await logins.finish(
          { state, kept, requestUrl: request.url, ip: request.ip },
          request.log,
          async (userId) => {
            methods = await logins.secondFactorsOf(userId);
            if (methods.length === 0) return http.startSession(request, reply, userId);
            pendingCookie.set(reply, await logins.awaitSecondFactor(userId));
          },
        );
        if (target && methods.length > 0)
          return reply.redirect(`/login?second-factor=${methods.join(",")}&next=${encodeURIComponent(target)}`, 302);
        return reply.redirect(target ?? FAILED, 302);
      },
    }),
  ];
}
