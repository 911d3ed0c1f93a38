import { createHash, createSign, generateKeyPairSync, randomBytes } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";
import type { FastifyInstance } from "fastify";

const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();
const b64url = (data: Uint8Array) => Buffer.from(data).toString("base64url");
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
};

/**
 * A passkey held in memory, as an authenticator that verifies its user would answer (ES256, no attestation): what
 * the browser's navigator.credentials calls hand the server, for tests that have no browser.
 */
export function softwarePasskey({ origin, rpId }: { origin: string; rpId: string }) {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const credentialId = randomBytes(16);
  const id = b64url(credentialId);
  let counter = 0;
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    id,
    /** The answer to a registration's options (their challenge). */
    register(challenge: string) {
      const coseKey = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, new Uint8Array(Buffer.from(jwk.x!, "base64url"))],
          [-3, new Uint8Array(Buffer.from(jwk.y!, "base64url"))],
        ]),
      );
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([0x45]), // user present, user verified, attested credential data
        u32(counter),
        Buffer.alloc(16),
        u16(credentialId.length),
        credentialId,
        coseKey,
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", new Uint8Array(authData)],
        ]) as never,
      );
      return {
        id,
        rawId: id,
        type: "public-key" as const,
        response: {
          clientDataJSON: b64url(clientData("webauthn.create", challenge)),
          attestationObject: b64url(attestationObject),
          transports: ["internal"],
        },
        clientExtensionResults: {},
      };
    },
    /** The answer to a sign-in's options (their challenge), signed with the passkey's key. */
    signIn(challenge: string) {
      counter += 1;
      const authenticatorData = Buffer.concat([sha256(rpId), Buffer.from([0x05]), u32(counter)]);
      const data = clientData("webauthn.get", challenge);
      const signature = createSign("sha256")
        .update(Buffer.concat([authenticatorData, sha256(data)]))
        .sign(privateKey);
      return {
        id,
        rawId: id,
        type: "public-key" as const,
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authenticatorData),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
}

/**
 * Adds a new software passkey named `name` for the signed-in member of `cookie`, through the two calls the browser
 * makes (options, then the credential); answers the second call's response. `remoteAddress` keeps each caller's
 * limits apart; `userAgent` names the browser.
 */
export async function addPasskeyThroughCalls(
  app: FastifyInstance,
  site: { origin: string; rpId: string },
  cookie: string,
  name: string,
  { remoteAddress = "10.6.0.1", userAgent }: { remoteAddress?: string; userAgent?: string } = {},
) {
  const headers = { cookie, ...(userAgent ? { "user-agent": userAgent } : {}) };
  const options = await app.inject({ method: "POST", url: "/api/me/passkeys/options", headers, remoteAddress });
  if (options.statusCode !== 200) throw new Error(`passkey options: ${options.statusCode} ${options.body}`);
  const credential = softwarePasskey(site).register(options.json<{ challenge: string }>().challenge);
  return app.inject({ method: "POST", url: "/api/me/passkeys", headers, payload: { name, credential }, remoteAddress });
}
