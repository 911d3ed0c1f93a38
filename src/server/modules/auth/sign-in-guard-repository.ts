import type { Db } from "../../kernel/database/database.ts";

/** The addresses members have signed in from, and the one-time sign-in links of the sign-in guard (service.ts). */
export function signInGuardRepository(db: Db) {
  return {
    async isKnownAddress(userId: number, addressHash: string) {
      const row = await db
        .selectFrom("sign_in_addresses")
        .select("user_id")
        .where("user_id", "=", userId)
        .where("address_hash", "=", addressHash)
        .executeTakeFirst();
      return row !== undefined;
    },

    async rememberAddress(userId: number, addressHash: string, now: number) {
      await db
        .insertInto("sign_in_addresses")
        .values({ user_id: userId, address_hash: addressHash, first_at: now, last_at: now })
        .onConflict((oc) => oc.columns(["user_id", "address_hash"]).doUpdateSet({ last_at: now }))
        .execute();
    },

    async createLink(link: { tokenHash: string; userId: number; expiresAt: number }, now: number) {
      await db
        .insertInto("sign_in_links")
        .values({ token_hash: link.tokenHash, user_id: link.userId, expires_at: link.expiresAt, created_at: now })
        .execute();
    },

    /** Uses a link once: answers its member's id, or undefined when it is unknown, used or expired. */
    async consumeLink(tokenHash: string, now: number) {
      const row = await db
        .updateTable("sign_in_links")
        .set({ used_at: now })
        .where("token_hash", "=", tokenHash)
        .where("used_at", "is", null)
        .where("expires_at", ">", now)
        .returning("user_id")
        .executeTakeFirst();
      return row?.user_id;
    },
  };
}
