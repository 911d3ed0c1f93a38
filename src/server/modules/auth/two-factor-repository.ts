import type { Db } from "../../kernel/database/database.ts";

/** A member's second factors and the logins waiting for one (decision 28). */
export function twoFactorRepository(db: Db) {
  return {
    findTotp(userId: number) {
      return db
        .selectFrom("totp_factors")
        .select(["secret_encrypted", "confirmed_at", "last_used_step"])
        .where("user_id", "=", userId)
        .executeTakeFirst();
    },

    /** A new secret waiting to be confirmed, replacing one that was never confirmed. */
    async saveUnconfirmedTotp(userId: number, secretEncrypted: string, now: number) {
      await db.deleteFrom("totp_factors").where("user_id", "=", userId).where("confirmed_at", "is", null).execute();
      await db
        .insertInto("totp_factors")
        .values({ user_id: userId, secret_encrypted: secretEncrypted, confirmed_at: null, created_at: now })
        .execute();
    },

    /**
     * Records that the code of `step` was used, only when no code of this or a later step was: answers false when
     * another request used it first (a code is good once).
     */
    async useTotpStep(userId: number, step: number, confirmAt?: number) {
      const result = await db
        .updateTable("totp_factors")
        .set(confirmAt === undefined ? { last_used_step: step } : { last_used_step: step, confirmed_at: confirmAt })
        .where("user_id", "=", userId)
        .where((eb) => eb.or([eb("last_used_step", "is", null), eb("last_used_step", "<", step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async deleteTotp(userId: number) {
      await db.deleteFrom("totp_factors").where("user_id", "=", userId).execute();
    },

    async replaceRecoveryCodes(userId: number, codeHashes: string[], now: number) {
      await db.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
      if (codeHashes.length === 0) return;
      await db
        .insertInto("recovery_codes")
        .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null, created_at: now })))
        .execute();
    },

    /** Uses a recovery code once: false when it is not hers or was used. */
    async useRecoveryCode(userId: number, codeHash: string, now: number) {
      const result = await db
        .updateTable("recovery_codes")
        .set({ used_at: now })
        .where("user_id", "=", userId)
        .where("code_hash", "=", codeHash)
        .where("used_at", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async recoveryCodesLeft(userId: number) {
      const row = await db
        .selectFrom("recovery_codes")
        .select((eb) => eb.fn.countAll<string | number>().as("left"))
        .where("user_id", "=", userId)
        .where("used_at", "is", null)
        .executeTakeFirstOrThrow();
      return Number(row.left);
    },

    async createPending(pending: { tokenHash: string; userId: number; expiresAt: number }) {
      await db
        .insertInto("pending_sign_ins")
        .values({ token_hash: pending.tokenHash, user_id: pending.userId, expires_at: pending.expiresAt })
        .execute();
    },

    findPending(tokenHash: string, now: number) {
      return db
        .selectFrom("pending_sign_ins")
        .select(["user_id", "failures"])
        .where("token_hash", "=", tokenHash)
        .where("expires_at", ">", now)
        .executeTakeFirst();
    },

    async countPendingFailure(tokenHash: string) {
      await db
        .updateTable("pending_sign_ins")
        .set((eb) => ({ failures: eb("failures", "+", 1) }))
        .where("token_hash", "=", tokenHash)
        .execute();
    },

    /** Ends a waiting login; false when another request ended it first. */
    async deletePending(tokenHash: string) {
      const result = await db.deleteFrom("pending_sign_ins").where("token_hash", "=", tokenHash).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    async deleteExpiredPending(now: number) {
      await db.deleteFrom("pending_sign_ins").where("expires_at", "<=", now).execute();
    },
  };
}

export type TwoFactorRepository = ReturnType<typeof twoFactorRepository>;

/** A member's passkeys and the WebAuthn challenges handed out (decision 28). */
export function passkeysRepository(db: Db) {
  return {
    listForMember(userId: number) {
      return db
        .selectFrom("passkeys")
        .select(["passkey_id", "credential_id", "transports", "name", "created_at", "last_used_at"])
        .where("user_id", "=", userId)
        .orderBy("passkey_id")
        .execute();
    },

    findByCredentialId(credentialId: string) {
      return db.selectFrom("passkeys").selectAll().where("credential_id", "=", credentialId).executeTakeFirst();
    },

    async create(passkey: {
      userId: number;
      credentialId: string;
      publicKey: string;
      counter: number;
      transports: string | null;
      name: string;
      now: number;
    }) {
      await db
        .insertInto("passkeys")
        .values({
          user_id: passkey.userId,
          credential_id: passkey.credentialId,
          public_key: passkey.publicKey,
          counter: passkey.counter,
          transports: passkey.transports,
          name: passkey.name,
          created_at: passkey.now,
          last_used_at: null,
        })
        .execute();
    },

    async recordUse(passkeyId: number, counter: number, now: number) {
      await db
        .updateTable("passkeys")
        .set({ counter, last_used_at: now })
        .where("passkey_id", "=", passkeyId)
        .execute();
    },

    /** Removes one of a member's passkeys; answers its name, or undefined when she has none by that id. */
    delete(userId: number, passkeyId: number) {
      return db
        .deleteFrom("passkeys")
        .where("user_id", "=", userId)
        .where("passkey_id", "=", passkeyId)
        .returning(["name"])
        .executeTakeFirst();
    },

    async createChallenge(challenge: {
      challengeHash: string;
      userId: number | null;
      purpose: string;
      challenge: string;
      expiresAt: number;
      now: number;
    }) {
      await db.deleteFrom("webauthn_challenges").where("expires_at", "<=", challenge.now).execute();
      await db
        .insertInto("webauthn_challenges")
        .values({
          token_hash: challenge.challengeHash,
          user_id: challenge.userId,
          purpose: challenge.purpose,
          challenge: challenge.challenge,
          expires_at: challenge.expiresAt,
        })
        .execute();
    },

    /** Uses a challenge once: its row, when it was handed out for this purpose (and member) and is still fresh. */
    async consumeChallenge(challengeHash: string, purpose: string, now: number) {
      const row = await db
        .deleteFrom("webauthn_challenges")
        .where("token_hash", "=", challengeHash)
        .where("purpose", "=", purpose)
        .where("expires_at", ">", now)
        .returning(["user_id"])
        .executeTakeFirst();
      return row;
    },
  };
}
