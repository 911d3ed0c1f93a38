import type { FastifyInstance } from "fastify";
import { loadSecretKey, secretBox } from "../../secret-key.ts";
import { passkeysService } from "./passkeys-service.ts";
import { signInContext } from "./service.ts";

/**
 * What proving a second factor needs, built once per route plugin the same way: the encrypted TOTP secrets, the
 * sign-in limits a wrong code counts in, and the passkeys of this club's address (decision 28).
 */
export function secondFactorContext(app: FastifyInstance) {
  const { db } = app.database;
  return {
    twoFactor: {
      db,
      box: secretBox(loadSecretKey(app.config), "totp"),
      issuer: app.config.clubName,
      requireAdmin2fa: app.config.requireAdmin2fa,
      mail: app.mail,
    },
    signIn: signInContext(db, app.rateLimiter, app.mail),
    passkeys: passkeysService({
      db,
      rpName: app.config.clubName,
      rpID: app.config.publicUrl.hostname,
      origin: app.config.publicUrl.origin,
      mail: app.mail,
    }),
  };
}
