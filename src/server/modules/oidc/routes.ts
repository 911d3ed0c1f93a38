import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { createOidcProvider, type OidcProvider } from "./provider.ts";
import { OIDC_LOGIN_WINDOW_MS, oidcService } from "./service.ts";
import { pendingSignInCookie, secondFactorMethods, startPendingSignIn } from "../auth/index.ts";

export const OIDC_PATHS = { start: "/auth/oidc/start", callback: "/auth/oidc/callback" } as const;
const FAILED = "/login?error=oidc";

/** The attempt's state, kept by the browser that started it: a callback in another browser is refused (ASVS 10.1.2). */
const stateCookieName = (secure: boolean) => (secure ? "__Host-salon_oidc_state" : "salon_oidc_state");

/**
 * "Login with Google": any OpenID Connect provider, with PKCE, state and nonce. It signs in existing,
 * active members only (matched by a linked subject or a verified email); it never creates accounts.
 */
export async function oidcRoutes(fastify: FastifyInstance, options: { provider?: OidcProvider } = {}) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const oidc = app.config.oidc;
  if (!oidc) return;
  const redirectUri = new URL(OIDC_PATHS.callback, app.config.publicUrl).href;
  const provider = options.provider ?? createOidcProvider(oidc, redirectUri);
  const logins = oidcService(app.database.db, provider, redirectUri);
  const pendingCookie = pendingSignInCookie(app.config);
  const stateCookie = stateCookieName(app.config.secureCookies);
  const stateCookieOptions = { path: "/", httpOnly: true, sameSite: "lax", secure: app.config.secureCookies } as const;

  app.get(
    OIDC_PATHS.start,
    {
      schema: {
        tags: ["auth"],
        summary: "Start signing in with the OpenID Connect provider",
        querystring: z.object({ next: z.string().max(2000).optional() }),
      },
    },
    async (request, reply) => {
      await app.rateLimiter.enforce({ bucket: `login-ip:${request.ip}`, max: 10, windowMs: 60_000 });
      const started = await logins.begin(request.query.next, request.log);
      if (!started) return reply.redirect(FAILED, 302);
      reply.setCookie(stateCookie, started.state, { ...stateCookieOptions, maxAge: OIDC_LOGIN_WINDOW_MS / 1000 });
      return reply.redirect(started.url.href, 302);
    },
  );

  app.get(
    OIDC_PATHS.callback,
    {
      schema: {
        tags: ["auth"],
        summary: "The provider's return",
        querystring: z.object({ state: z.string().max(500).optional() }).passthrough(),
      },
    },
    async (request, reply) => {
      const state = request.query.state;
      const kept = request.cookies[stateCookie];
      reply.clearCookie(stateCookie, stateCookieOptions);
      // The provider stands in for the password only: a member with a second factor gives it on the login page.
      let methods: string[] = [];
      const target = await logins.finish(
        { state, kept, requestUrl: request.url, ip: request.ip },
        request.log,
        async (userId) => {
          methods = [...(await secondFactorMethods(app.database.db, userId))];
          if (methods.length === 0) return app.sessions.start(request, reply, userId);
          pendingCookie.set(reply, await startPendingSignIn(app.database.db, userId));
        },
      );
      if (target && methods.length > 0)
        return reply.redirect(`/login?second-factor=${methods.join(",")}&next=${encodeURIComponent(target)}`, 302);
      return reply.redirect(target ?? FAILED, 302);
    },
  );
}
