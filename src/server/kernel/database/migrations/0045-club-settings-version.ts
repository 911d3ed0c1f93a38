import { sql, type Kysely } from "kysely";
import type { Dialect } from "../database.ts";

/**
 * The club's settings (name, contact address, time zone, locale, currency, country: decision 39) live as rows of the
 * `club_settings` table (migration 0037, name and value), with the environment's CLUB_* values as their defaults.
 * Every instance keeps a copy of them, so a `change_versions` row `club_settings` is bumped by triggers on every write
 * to that table, whatever wrote it (another instance, an operator's SQL): the next reader on any instance starts over.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await sql`insert into change_versions (name, version) values ('club_settings', 1)`.execute(db);
  const bump = "update change_versions set version = version + 1 where name = 'club_settings'";
  if (dialect === "postgres") {
    await sql
      .raw(
        `create function bump_club_settings_version() returns trigger language plpgsql as $$ begin ${bump}; return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        "create trigger club_settings_bump_club_settings_version after insert or update or delete on club_settings for each statement execute function bump_club_settings_version()",
      )
      .execute(db);
    return;
  }
  for (const event of ["insert", "update", "delete"]) {
    await sql
      .raw(
        `create trigger club_settings_${event}_bump_club_settings_version after ${event} on club_settings begin ${bump}; end`,
      )
      .execute(db);
  }
}
