import { sql, type Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { timestamp } from "./column-types.ts";

/**
 * A member's uploaded photo: one row per member naming her square files by their common stem
 * ("avatars/<user id>/<hash>", each size at "<stem>-<size>.webp"), with the placeholder shown while they load.
 *
 * Comment threads and the events list are cached per version (migrations 0011 and 0015) and carry their authors' and
 * participants' photos, as does who is active: a photo added, changed or removed, or a member (de)activated, bumps the
 * events version and the version of every thread she wrote in, in the same transaction.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("member_avatars")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.user_id").onDelete("cascade"))
    .addColumn("file_stem", "text", (c) => c.notNull())
    .addColumn("placeholder_color", "text", (c) => c.notNull())
    .addColumn("placeholder_data_url", "text", (c) => c.notNull())
    .addColumn("created_at", timestamp(dialect), (c) => c.notNull())
    .execute();

  const bumpEvents = "update change_versions set version = version + 1 where name = 'events'";
  const bumpThreadsOf = (row: "new" | "old") =>
    `insert into change_versions (name, version)
     select distinct 'comments:' || commentable_id, 1 from comments where author_id = ${row}.user_id
     on conflict (name) do update set version = change_versions.version + 1`;

  if (dialect === "postgres") {
    const trigger = async (name: string, on: string, body: string, when = "") => {
      await sql
        .raw(`create function ${name}() returns trigger language plpgsql as $$ begin ${body}; return null; end $$`)
        .execute(db);
      await sql.raw(`create trigger ${name} after ${on} for each row ${when} execute function ${name}()`).execute(db);
    };
    await trigger(
      "bump_versions_of_avatar",
      "insert or update or delete on member_avatars",
      `${bumpEvents};
       if tg_op = 'DELETE' then ${bumpThreadsOf("old")}; else ${bumpThreadsOf("new")}; end if`,
    );
    await trigger(
      "bump_versions_of_activation",
      "update of active on users",
      `${bumpEvents}; ${bumpThreadsOf("new")}`,
      "when (old.active is distinct from new.active)",
    );
    return;
  }
  const trigger = (name: string, on: string, body: string) =>
    sql.raw(`create trigger ${name} after ${on} begin ${body}; end`).execute(db);
  await trigger(
    "member_avatars_insert_bump_versions",
    "insert on member_avatars",
    `${bumpEvents}; ${bumpThreadsOf("new")}`,
  );
  await trigger(
    "member_avatars_update_bump_versions",
    "update on member_avatars",
    `${bumpEvents}; ${bumpThreadsOf("new")}`,
  );
  await trigger(
    "member_avatars_delete_bump_versions",
    "delete on member_avatars",
    `${bumpEvents}; ${bumpThreadsOf("old")}`,
  );
  await trigger(
    "users_active_bump_versions",
    "update of active on users when new.active is not old.active",
    `${bumpEvents}; ${bumpThreadsOf("new")}`,
  );
}
