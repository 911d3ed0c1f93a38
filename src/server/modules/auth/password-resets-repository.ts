import type { Db } from "../../kernel/database/database.ts";

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

export function passwordResetsRepository(db: Db) {
  return {
    async create(reset: { tokenHash: string; userId: number }, now = Date.now()) {
      await db
        .insertInto("password_resets")
        .values({
          token_hash: reset.tokenHash,
          user_id: reset.userId,
          expires_at: now + PASSWORD_RESET_TTL_MS,
          created_at: now,
        })
        .execute();
    },

    /** Uses the token once: answers its member's id, or undefined when it is unknown, used or expired. */
    async consume(tokenHash: string, now = Date.now()) {
      const row = await db
        .updateTable("password_resets")
        .set({ used_at: now })
        .where("token_hash", "=", tokenHash)
        .where("used_at", "is", null)
        .where("expires_at", ">", now)
        .returning("user_id")
        .executeTakeFirst();
      return row?.user_id;
    },

    /** Ends every outstanding link of a member: each answers as used from now on. */
    async endAllFor(userId: number, now = Date.now()) {
      await db
        .updateTable("password_resets")
        .set({ used_at: now })
        .where("user_id", "=", userId)
        .where("used_at", "is", null)
        .execute();
    },

    findUsable(tokenHash: string, now = Date.now()) {
      return db
        .selectFrom("password_resets")
        .select("user_id")
        .where("token_hash", "=", tokenHash)
        .where("used_at", "is", null)
        .where("expires_at", ">", now)
        .executeTakeFirst();
    },
  };
}
