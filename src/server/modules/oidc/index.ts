import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../kernel/database/database.ts";
import { pendingSignInCookie } from "../auth/index.ts";
import { createOidcProvider } from "./provider.ts";
import { OIDC_PATHS, oidcRoutes } from "./routes.ts";
import { oidcService } from "./service.ts";

/**
 * "Login with Google" (any OpenID Connect provider), when OIDC_* is set: no routes at all otherwise.
 */
export function createOidc(deps: {
  db: Db;
  config: Config;
  startSession: (request: FastifyRequest, reply: FastifyReply, userId: number) => Promise<void>;
}) {
  const { config } = deps;
  if (!config.oidc) return { routes: [] };
  const redirectUri = new URL(OIDC_PATHS.callback, config.publicUrl).href;
  const service = oidcService(deps.db, createOidcProvider(config.oidc, redirectUri), redirectUri);
  return {
    service,
    routes: oidcRoutes(service, {
      secureCookies: config.secureCookies,
      startSession: deps.startSession,
      pendingCookie: pendingSignInCookie(config),
    }),
  };
}
