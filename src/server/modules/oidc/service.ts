import { timingSafeEqual } from "node:crypto";
import type { Logger } from "../../kernel/logging/logger.ts";
import * as client from "openid-client";
import type { Db } from "../../kernel/database/database.ts";
import { safeNextPath } from "../../../shared/safe-next.ts";
import { logAuthEvent, rememberSignInAddress, secondFactorMethods, startPendingSignIn } from "../auth/index.ts";
import { hashToken } from "../../kernel/tokens/tokens.ts";
import type { OidcProvider } from "./provider.ts";
import { oidcRepository } from "./repository.ts";

const sameSecret = (a: string, b: string) =>
  timingSafeEqual(Buffer.from(hashToken(a), "base64url"), Buffer.from(hashToken(b), "base64url"));

/** How long an attempt may take, in milliseconds: the pending sign-in and the browser's state cookie last as long. */
export const OIDC_LOGIN_WINDOW_MS = 10 * 60 * 1000;

/**
 * "Login with Google": any OpenID Connect provider, with PKCE, state and nonce. It signs in existing, active members
 * only (matched by a linked subject or a verified email); it never creates accounts. Failures are answered as
 * `undefined` (the route sends the browser to the login page's error) and logged here, as the auth events they are.
 */
export function oidcService(db: Db, provider: OidcProvider, redirectUri: string) {
  const logins = oidcRepository(db);

  /** Keeps a pending sign-in and answers its state and the provider's URL; `undefined` when the provider cannot be reached. */
  async function begin(next: string | undefined, log: Logger): Promise<{ state: string; url: URL } | undefined> {
    const state = client.randomState();
    const nonce = client.randomNonce();
    const codeVerifier = client.randomPKCECodeVerifier();
    await logins.saveLogin({
      stateHash: hashToken(state),
      codeVerifier,
      nonce,
      nextPath: safeNextPath(next),
      expiresAt: Date.now() + OIDC_LOGIN_WINDOW_MS,
    });
    try {
      const url = await provider.authorizationUrl({
        state,
        nonce,
        codeChallenge: await client.calculatePKCECodeChallenge(codeVerifier),
      });
      return { state, url };
    } catch (error) {
      log.error({ err: error }, "the OpenID Connect provider cannot be reached");
      return undefined;
    }
  }

  /**
   * The provider's return: the attempt must come back to the browser that started it (`kept`, its state cookie), be
   * pending, and name an active member. Starts her session (`startSession`) and answers where to go; `undefined` otherwise.
   */
  async function finish(
    attempt: { state: string | undefined; kept: string | undefined; requestUrl: string; ip: string },
    log: Logger,
    startSession: (userId: number) => Promise<void>,
  ): Promise<string | undefined> {
    const { state, kept } = attempt;
    if (state && (!kept || !sameSecret(kept, state))) {
      logAuthEvent(log, { method: "oidc", outcome: "other-browser", userId: null });
      return undefined;
    }
    const login = state ? await logins.takeLogin(hashToken(state)) : undefined;
    if (!state || !login) {
      logAuthEvent(log, { method: "oidc", outcome: "expired-attempt", userId: null });
      return undefined;
    }
    try {
      const callbackUrl = new URL(attempt.requestUrl, redirectUri);
      const identity = await provider.identify(callbackUrl, {
        state,
        nonce: login.nonce,
        codeVerifier: login.code_verifier,
      });
      const userId = await logins.findMemberForIdentity(identity.subject, identity.email);
      logAuthEvent(log, {
        method: "oidc",
        outcome: userId === undefined ? "no-matching-member" : "success",
        userId: userId ?? null,
      });
      if (userId === undefined) return undefined;
      await startSession(userId);
      await rememberSignInAddress(db, userId, attempt.ip);
      return login.next_path ?? "/home";
    } catch (error) {
      log.warn({ err: error }, "OpenID Connect sign-in failed");
      logAuthEvent(log, { method: "oidc", outcome: "provider-refused", userId: null });
      return undefined;
    }
  }

  return {
    begin,
    finish,
    /** The second factors she must give on the login page before the sign-in completes (none: it completes now). */
    secondFactorsOf: async (userId: number) => [...(await secondFactorMethods(db, userId))],
    /** Keeps her sign-in waiting for her second factor; answers the waiting sign-in's token for its cookie. */
    awaitSecondFactor: (userId: number) => startPendingSignIn(db, userId),
  };
}

export type OidcService = ReturnType<typeof oidcService>;
