import { sql, type Kysely } from "kysely";
import type { Dialect } from "../database.ts";

/**
 * A counter per kind of shared data, bumped by triggers in the same transaction as every write that changes it, so a
 * process may keep a copy of that data and know, with one indexed read, whether it is still right — whatever wrote the
 * change: this process, another instance, a migration or an operator's SQL (DECISIONS §7: nothing only one process knows).
 * `events`: the events, their participants, and member names (creators' and participants' names are shown with events).
 */
const EVENTS_SOURCES: ReadonlyArray<{ table: string; on: string[] }> = [
  { table: "events", on: ["insert", "update", "delete"] },
  { table: "event_participants", on: ["insert", "update", "delete"] },
  { table: "users", on: ["update of name", "delete"] },
];

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("change_versions")
    .addColumn("name", "text", (c) => c.primaryKey().notNull())
    .addColumn("version", "bigint", (c) => c.notNull())
    .execute();
  await sql`insert into change_versions (name, version) values ('events', 1)`.execute(db);

  const bump = "update change_versions set version = version + 1 where name = 'events'";
  if (dialect === "postgres") {
    await sql.raw(`create function bump_events_version() returns trigger language plpgsql as $$ begin ${bump}; return null; end $$`).execute(db);
    for (const { table, on } of EVENTS_SOURCES) {
      await sql.raw(`create trigger ${table}_bump_events_version after ${on.join(" or ")} on ${table} for each statement execute function bump_events_version()`).execute(db);
    }
    return;
  }
  // SQLite has row triggers only, one event each.
  for (const { table, on } of EVENTS_SOURCES) {
    for (const event of on) {
      const name = `${table}_${event.replaceAll(" ", "_")}_bump_events_version`;
      await sql.raw(`create trigger ${name} after ${event} on ${table} begin ${bump}; end`).execute(db);
    }
  }
}
