import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import * as client from "openid-client";
import { z } from "zod";
import { safeNextPath } from "../../../shared/safe-next.ts";
import { logAuthEvent } from "../auth/auth-events.ts";
import { rememberSignInAddress } from "../auth/service.ts";
import { hashToken } from "../auth/tokens.ts";
import { createOidcProvider, type OidcProvider } from "./provider.ts";
import { oidcRepository } from "./repository.ts";

export const OIDC_PATHS = { start: "/auth/oidc/start", callback: "/auth/oidc/callback" } as const;
const LOGIN_WINDOW_MS = 10 * 60 * 1000;
const FAILED = "/login?error=oidc";

/** The attempt's state, kept by the browser that started it: a callback in another browser is refused (ASVS 10.1.2). */
const stateCookieName = (secure: boolean) => (secure ? "__Host-salon_oidc_state" : "salon_oidc_state");

const sameSecret = (a: string, b: string) => timingSafeEqual(Buffer.from(hashToken(a), "base64url"), Buffer.from(hashToken(b), "base64url"));

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
  const logins = oidcRepository(app.database.db);
  const stateCookie = stateCookieName(app.config.secureCookies);
  const stateCookieOptions = { path: "/", httpOnly: true, sameSite: "lax", secure: app.config.secureCookies } as const;

  app.get(
    OIDC_PATHS.start,
    { schema: { tags: ["auth"], summary: "Start signing in with the OpenID Connect provider", querystring: z.object({ next: z.string().max(2000).optional() }) } },
    async (request, reply) => {
      await app.rateLimiter.enforce({ bucket: `login-ip:${request.ip}`, max: 10, windowMs: 60_000 });
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      await logins.saveLogin({
        stateHash: hashToken(state),
        codeVerifier,
        nonce,
        nextPath: safeNextPath(request.query.next),
        expiresAt: Date.now() + LOGIN_WINDOW_MS,
      });
      try {
        const url = await provider.authorizationUrl({ state, nonce, codeChallenge: await client.calculatePKCECodeChallenge(codeVerifier) });
        reply.setCookie(stateCookie, state, { ...stateCookieOptions, maxAge: LOGIN_WINDOW_MS / 1000 });
        return reply.redirect(url.href, 302);
      } catch (error) {
        request.log.error({ err: error }, "the OpenID Connect provider cannot be reached");
        return reply.redirect(FAILED, 302);
      }
    },
  );

  app.get(
    OIDC_PATHS.callback,
    { schema: { tags: ["auth"], summary: "The provider's return", querystring: z.object({ state: z.string().max(500).optional() }).passthrough() } },
    async (request, reply) => {
      const state = request.query.state;
      const kept = request.cookies[stateCookie];
      reply.clearCookie(stateCookie, stateCookieOptions);
      if (state && (!kept || !sameSecret(kept, state))) {
        logAuthEvent(request.log, { method: "oidc", outcome: "other-browser", userId: null });
        return reply.redirect(FAILED, 302);
      }
      const login = state ? await logins.takeLogin(hashToken(state)) : undefined;
      if (!state || !login) {
        logAuthEvent(request.log, { method: "oidc", outcome: "expired-attempt", userId: null });
        return reply.redirect(FAILED, 302);
      }
      try {
        const callbackUrl = new URL(request.url, redirectUri);
        const identity = await provider.identify(callbackUrl, { state, nonce: login.nonce, codeVerifier: login.code_verifier });
        const userId = await logins.findMemberForIdentity(identity.subject, identity.email);
        logAuthEvent(request.log, { method: "oidc", outcome: userId === undefined ? "no-matching-member" : "success", userId: userId ?? null });
        if (userId === undefined) return reply.redirect(FAILED, 302);
        await app.sessions.start(request, reply, userId);
        await rememberSignInAddress(app.database.db, userId, request.ip);
        return reply.redirect(login.next_path ?? "/home", 302);
      } catch (error) {
        request.log.warn({ err: error }, "OpenID Connect sign-in failed");
        logAuthEvent(request.log, { method: "oidc", outcome: "provider-refused", userId: null });
        return reply.redirect(FAILED, 302);
      }
    },
  );
}
