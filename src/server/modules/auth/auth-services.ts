import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../kernel/database/database.ts";
import type { ClubContextSource } from "../../email-templates/context.ts";
import type { RateLimiter } from "../../plugins/rate-limit.ts";
import { loadSecretKey, secretBox } from "../../secret-key.ts";
import type { Outbox } from "../outbox/index.ts";
import { clubSecurityService } from "./club-security-service.ts";
import { memberSessionsService } from "./member-sessions-service.ts";
import { passkeysService } from "./passkeys-service.ts";
import { passwordResetService } from "./password-reset-service.ts";
import { rememberSignInAddress, signInContext } from "./service.ts";
import type { Sessions } from "./sessions-plugin.ts";
import { secondFactorMethods, startPendingSignIn, twoFactorService } from "./two-factor-service.ts";

export interface AuthDependencies {
  db: Db;
  config: Config;
  rateLimiter: RateLimiter;
  mail: Outbox;
  /** The club as its admins set it: passkeys and authenticator apps show its name. */
  club: ClubContextSource;
}

/**
 * Every service the sign-in routes call, built once from the module's dependencies: the encrypted TOTP secrets, the
 * sign-in limits a wrong code counts in, the passkeys of this club's address (decision 28), her sessions, the club's
 * security settings and password resets.
 */
export function authServices({ db, config, rateLimiter, mail, club }: AuthDependencies) {
  const clubName = async () => (await club()).clubName;
  const twoFactor = {
    db,
    box: secretBox(loadSecretKey(config), "totp"),
    issuer: clubName,
    requireAdmin2fa: config.requireAdmin2fa,
    mail,
  };
  return {
    twoFactor,
    signIn: signInContext(db, rateLimiter, mail),
    passkeys: passkeysService({
      db,
      rpName: clubName,
      rpID: config.publicUrl.hostname,
      origin: config.publicUrl.origin,
      mail,
    }),
    factors: twoFactorService(twoFactor),
    mySessions: memberSessionsService(db),
    clubSecurity: clubSecurityService(db),
    resets: passwordResetService(db, mail),
    /** The steps between a proven password (or link, or provider) and a session. */
    signInSteps: {
      secondFactorsOf: async (userId: number) => [...(await secondFactorMethods(db, userId))],
      awaitSecondFactor: (userId: number) => startPendingSignIn(db, userId),
      rememberAddress: (userId: number, address: string) => rememberSignInAddress(db, userId, address),
    },
  };
}

export type AuthServices = ReturnType<typeof authServices>;

/** The cookie that carries a login waiting for its second factor. */
export interface PendingSignInCookie {
  read(request: FastifyRequest): string | undefined;
  set(reply: FastifyReply, token: string): void;
  clear(reply: FastifyReply): void;
}

/** What the routes do over HTTP itself: the session cookie's life and the waiting sign-in's cookie. */
export interface AuthHttp {
  sessions: Pick<Sessions, "current" | "start" | "end" | "proven">;
  pendingCookie: PendingSignInCookie;
}
