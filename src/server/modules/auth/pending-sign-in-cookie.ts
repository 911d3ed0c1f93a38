import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";
import type { PendingSignInCookie } from "./auth-services.ts";
import { PENDING_SIGN_IN } from "./two-factor-service.ts";

/** The cookie that carries a login waiting for its second factor: never a session, and only 5 minutes long. */
export function pendingSignInCookie(config: Config): PendingSignInCookie {
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
