import { sql, type Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { CATEGORY_ALIASES, DEFAULT_EVENT_CATEGORIES } from "../../../../shared/event-categories.ts";

/**
 * `event_categories`: the club's categories of events, seeded with the defaults (the spec's list without its duplicates
 * Golfing and Custom, decision 0042), which admins rename, hide and add to. Every write bumps the `event-categories`
 * row of change_versions (migration 0011's way), so each instance's cached copy starts over; it bumps `events` too,
 * since every event answer carries its category's label. Events stored under a duplicate key take its canonical key
 * (golfing → golf, custom → other); an older instance still writing one is mapped on read.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("event_categories")
    .addColumn("key", "text", (c) => c.primaryKey().notNull())
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("hidden", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();
  let position = 0;
  for (const { key, label } of DEFAULT_EVENT_CATEGORIES) {
    await sql`insert into event_categories (key, label, hidden, position) values (${key}, ${label}, 0, ${position})`.execute(
      db,
    );
    position += 1;
  }
  for (const [alias, key] of Object.entries(CATEGORY_ALIASES))
    await sql`update events set type = ${key} where type = ${alias}`.execute(db);

  await sql`insert into change_versions (name, version) values ('event-categories', 1)`.execute(db);
  const bump = `update change_versions set version = version + 1 where name in ('event-categories', 'events')`;
  if (dialect === "postgres") {
    await sql
      .raw(
        `create function bump_event_categories_version() returns trigger language plpgsql as $$ begin ${bump}; return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        "create trigger event_categories_bump_version after insert or update or delete on event_categories for each statement execute function bump_event_categories_version()",
      )
      .execute(db);
    return;
  }
  for (const event of ["insert", "update", "delete"])
    await sql
      .raw(
        `create trigger event_categories_${event}_bump_version after ${event} on event_categories begin ${bump}; end`,
      )
      .execute(db);
}
