import { sql } from "kysely";
import type { Db } from "../../db/database.ts";
import { normalizeEmail } from "../../../shared/email-address.ts";

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The invite dialog's member search: part of a name (any case) or a whole email; active members only. */
export function memberSearchRepository(db: Db) {
  return {
    search(query: string, options: { limit: number; excludeUserId: number }) {
      const pattern = `%${escapeLike(query.toLowerCase())}%`;
      return db
        .selectFrom("users")
        .select(["user_id", "name", "type"])
        .where("active", "=", 1)
        .where("user_id", "<>", options.excludeUserId)
        .where((eb) =>
          eb.or([sql<boolean>`lower(name) like ${pattern} escape '\\'`, eb("email", "=", normalizeEmail(query))]),
        )
        .orderBy("name")
        .orderBy("user_id")
        .limit(options.limit)
        .execute();
    },
  };
}
