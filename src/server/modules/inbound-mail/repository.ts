import { hasSecondFactor, REQUIRE_SECOND_FACTOR_FOR_ALL } from "../../access/index.ts";
import type { Db } from "../../kernel/database/database.ts";

/** The only SQL of reply by email: the member a reply address names, and what her sessions would ask of her first. */
export function inboundMailRepository(db: Db) {
  return {
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
