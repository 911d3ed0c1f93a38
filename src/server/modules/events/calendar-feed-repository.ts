import type { Db } from "../../kernel/database/database.ts";

/** One personal calendar feed secret per member, stored as a hash (docs/product/limits.md#token-lifetimes). */
export function calendarFeedRepository(db: Db) {
  return {
    find(userId: number) {
      return db.selectFrom("calendar_feeds").select(["created_at"]).where("user_id", "=", userId).executeTakeFirst();
    },

    /** Replaces the member's secret: the old URL stops working at once. */
    async replace(userId: number, secretHash: string, now: number) {
      await db
        .insertInto("calendar_feeds")
        .values({ user_id: userId, secret_hash: secretHash, created_at: now })
        .onConflict((oc) => oc.column("user_id").doUpdateSet({ secret_hash: secretHash, created_at: now }))
        .execute();
    },

    async remove(userId: number) {
      await db.deleteFrom("calendar_feeds").where("user_id", "=", userId).execute();
    },

    /** The active member a secret belongs to. */
    findMemberBySecretHash(secretHash: string) {
      return db
        .selectFrom("calendar_feeds as f")
        .innerJoin("users as u", "u.user_id", "f.user_id")
        .select(["u.user_id", "u.name", "u.type", "u.admin"])
        .where("f.secret_hash", "=", secretHash)
        .where("u.active", "=", 1)
        .executeTakeFirst();
    },
  };
}
