import type { Db } from "../../db/database.ts";

/** A member's second factors and the logins waiting for one (issue 23). */
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
