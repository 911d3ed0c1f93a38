import { sql } from "kysely";
import type { Db } from "../../kernel/database/database.ts";
import { normalizeEmail } from "../../../shared/email-address.ts";
import { type Actor, filter, visibleProfileField } from "../../access/index.ts";

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The invite dialog's member search: part of a name (any case), or a whole email where the viewer may see that
 * member's email; members whose profile she may see only (present: decision 0067).
 */
export function memberSearchRepository(db: Db) {
  return {
    search(viewer: Actor, query: string, options: { limit: number }) {
      const pattern = `%${escapeLike(query.toLowerCase())}%`;
      return db
        .selectFrom("users")
        .leftJoin("member_avatars", "member_avatars.user_id", "users.user_id")
        .leftJoin("member_profiles", "member_profiles.user_id", "users.user_id")
        .select(["users.user_id", "users.name", "users.type", "member_avatars.file_stem as avatar_stem"])
        .where(filter(viewer, "profile"))
        .where("users.user_id", "<>", viewer.user_id)
        .where((eb) =>
          eb.or([
            sql<boolean>`lower(users.name) like ${pattern} escape '\\'`,
            eb.and([eb("users.email", "=", normalizeEmail(query)), visibleProfileField(viewer, "email")(eb)]),
          ]),
        )
        .orderBy("users.name")
        .orderBy("users.user_id")
        .limit(options.limit)
        .execute();
    },
  };
}
