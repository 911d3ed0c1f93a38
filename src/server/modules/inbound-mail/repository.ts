import type { Db } from "../../kernel/database/database.ts";

/** The only SQL of reply by email: the member a reply address names. */
export function inboundMailRepository(db: Db) {
  return {
    member(userId: number) {
      return db
        .selectFrom("users")
        .select(["user_id", "name", "email", "type", "active"])
        .where("user_id", "=", userId)
        .executeTakeFirst();
    },
  };
}
