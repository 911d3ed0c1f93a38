import { sql, type Kysely } from "kysely";
import type { Dialect } from "../database.ts";

/**
 * A counter per kind of shared data, bumped by triggers in the same transaction as every write that changes it, so a
 * process may keep a copy of that data and know, with one indexed read, whether it is still right — whatever wrote the
 * change: this process, another instance, a migration or an operator's SQL (nothing only one process knows: docs/product/data.md#several-instances).
 * `events`: the events, their participants, and member names (creators' and participants' names are shown with events).
 * `images`: the images, their tags, and member names (uploaders' names are shown with images).
 */
const SOURCES: Record<string, ReadonlyArray<{ table: string; on: string[] }>> = {
  events: [
    { table: "events", on: ["insert", "update", "delete"] },
    { table: "event_participants", on: ["insert", "update", "delete"] },
    { table: "users", on: ["update of name", "delete"] },
  ],
  images: [
    { table: "images", on: ["insert", "update", "delete"] },
    { table: "image_tags", on: ["insert", "update", "delete"] },
    { table: "users", on: ["update of name", "delete"] },
  ],
};

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("change_versions")
    .addColumn("name", "text", (c) => c.primaryKey().notNull())
    .addColumn("version", "bigint", (c) => c.notNull())
    .execute();

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
            `create trigger ${table}_bump_${name}_version after ${on.join(" or ")} on ${table} for each statement execute function bump_${name}_version()`,
          )
          .execute(db);
      }
      continue;
    }
    // SQLite has row triggers only, one event each.
    for (const { table, on } of sources) {
      for (const event of on) {
        await sql
          .raw(
            `create trigger ${table}_${event.replaceAll(" ", "_")}_bump_${name}_version after ${event} on ${table} begin ${bump}; end`,
          )
          .execute(db);
      }
    }
  }
}
