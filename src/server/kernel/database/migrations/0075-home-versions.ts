import { sql, type Kysely } from "kysely";
import type { Dialect } from "../database.ts";

/**
 * Two change versions (migration 0011) for the members' home, which keeps what it shows per version:
 * - `members`: who joined this month, as directory cards. Bumped by every write that changes such a card or who is
 *   present: a member added, removed, renamed, her type, activation or joining date changed; her profile's card fields
 *   or the choice of who sees them; her uploaded photo; her account's closure (decision 0067). Her gallery photo
 *   follows the images version. Opening her home writes only `home_seen_at` and `home_previous_seen_at`: no bump.
 * - `comments`: the comments each member is shown there (those mentioning her, those on her events and photos). Bumped
 *   by a comment written, moved, edited or deleted and by a mention added or removed; not by a like (`like_count`).
 * Per row on PostgreSQL: a statement trigger fires on zero rows too, and every sign-in deletes the closures of the one
 * signing in.
 */
const SOURCES: Record<string, ReadonlyArray<{ table: string; on: string[] }>> = {
  members: [
    { table: "users", on: ["insert", "delete", "update of name, type, active, created_at"] },
    {
      table: "member_profiles",
      on: ["insert", "delete", "update of headline, company, city, hidden_fields, photo_image_id"],
    },
    { table: "member_avatars", on: ["insert", "update", "delete"] },
    { table: "account_closures", on: ["insert", "update", "delete"] },
  ],
  comments: [
    { table: "comments", on: ["insert", "delete", "update of content, commentable_id, author_id, created_at"] },
    { table: "comment_mentions", on: ["insert", "update", "delete"] },
  ],
};

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  for (const [name, sources] of Object.entries(SOURCES)) {
    await sql`insert into change_versions (name, version) values (${name}, 1)`.execute(db);
    const bump = `update change_versions set version = version + 1 where name = '${name}'`;
    if (dialect === "postgres") {
      await sql
        .raw(
          `create function bump_${name}_version() returns trigger language plpgsql as $$ begin ${bump}; return null; end $$`,
        )
        .execute(db);
      for (const { table, on } of sources) {
        await sql
          .raw(
            `create trigger ${table}_bump_${name}_version after ${on.join(" or ")} on ${table} for each row execute function bump_${name}_version()`,
          )
          .execute(db);
      }
      continue;
    }
    for (const { table, on } of sources) {
      for (const event of on) {
        const trigger = `${table}_${event.split(" ")[0]}_bump_${name}_version`;
        await sql.raw(`create trigger ${trigger} after ${event} on ${table} begin ${bump}; end`).execute(db);
      }
    }
  }
}
