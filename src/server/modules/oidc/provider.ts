import * as client from "openid-client";
import { isLoopbackUrl, type Config } from "../../config.ts";

export interface OidcProvider {
  authorizationUrl(parameters: { state: string; nonce: string; codeChallenge: string }): Promise<URL>;
  /** Exchanges the callback's code; answers the identity's subject and its email when the provider verified it. */
  identify(
    callbackUrl: URL,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<{ subject: string; email: string | undefined }>;
}

/**
 * Discovers the provider on first use and keeps the answer (a failed discovery is retried next time). Every ID token's
 * signature is checked against the provider's published keys (openid-client checks it only when asked to:
 * `enableNonRepudiationChecks`), so a token changed or made on the way is refused, not only one with wrong claims.
 * An http:// issuer is spoken to only on the loopback (config.ts refuses any other).
 */
export function createOidcProvider(config: NonNullable<Config["oidc"]>, redirectUri: string): OidcProvider {
  const issuer = new URL(config.issuer);
  if (issuer.protocol !== "https:" && !isLoopbackUrl(issuer))
    throw new Error(`OIDC_ISSUER ${issuer.href} must be https:// (http:// only on the loopback)`);
  const checks = [
    client.enableNonRepudiationChecks,
    ...(issuer.protocol === "http:" ? [client.allowInsecureRequests] : []),
  ];
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    discovered ??= client
      .discovery(issuer, config.clientId, config.clientSecret, undefined, { execute: checks })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    async authorizationUrl({ state, nonce, codeChallenge }) {
      return client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: "openid email profile",
        state,
        nonce,
        code_challenge: codeChallenge,
        code_challenge_method: "S256",
      });
    },
    async identify(callbackUrl, checks) {
      const provider = await configuration();
      const tokens = await client.authorizationCodeGrant(provider, callbackUrl, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.codeVerifier,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error("the provider sent no ID token");
      // Some providers put the email in the ID token (Google does); others only answer it from userinfo.
      const profile =
        typeof claims.email === "string"
          ? claims
          : await client.fetchUserInfo(provider, tokens.access_token, claims.sub);
      const email = profile.email_verified === true && typeof profile.email === "string" ? profile.email : undefined;
      return { subject: `${claims.iss}|${claims.sub}`, email };
    },
  };
}
