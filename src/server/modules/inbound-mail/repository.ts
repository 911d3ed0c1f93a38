import { hasSecondFactor, REQUIRE_SECOND_FACTOR_FOR_ALL } from "../../access/index.ts";
import type { Db } from "../../kernel/database/database.ts";

/**
 * The only SQL of reply by email: the member a reply address names, what her sessions would ask of her first, and
 * the Message-IDs of replies posted (migration 0072).
 */
export function inboundMailRepository(db: Db) {
  return {
    /** Claims a reply's Message-ID for its address: false when it was claimed already (the same reply again). */
    async claim(addressHash: string, messageId: string, now: number): Promise<boolean> {
      const claimed = await db
        .insertInto("inbound_replies")
        .values({ address_hash: addressHash, message_id: messageId, received_at: now })
        .onConflict((conflict) => conflict.columns(["address_hash", "message_id"]).doNothing())
        .returning("message_id")
        .executeTakeFirst();
      return claimed !== undefined;
    },

    /** Lets a reply that was refused (a rate limit, a fault) be tried again by its mail server. */
    async release(addressHash: string, messageId: string) {
      await db
        .deleteFrom("inbound_replies")
        .where("address_hash", "=", addressHash)
        .where("message_id", "=", messageId)
        .execute();
    },

    /** Forgets the Message-IDs of replies older than any address still in force. */
    async forgetBefore(before: number) {
      await db.deleteFrom("inbound_replies").where("received_at", "<", before).execute();
    },

    member(userId: number) {
      return db
        .selectFrom("users")
        .select([
          "user_id",
          "name",
          "email",
          "type",
          "active",
          "must_change_password",
          (eb) => hasSecondFactor(eb).as("has_second_factor"),
          (eb) =>
            eb
              .selectFrom("club_settings")
              .select("club_settings.value")
              .where("club_settings.name", "=", REQUIRE_SECOND_FACTOR_FOR_ALL)
              .as("second_factor_for_all"),
        ])
        .where("user_id", "=", userId)
        .executeTakeFirst();
    },
  };
}
