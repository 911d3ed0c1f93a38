import { sql, type Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { timestamp } from "./column-types.ts";

/**
 * Seats, a waitlist and guests. `capacity` null means no limit; `reserved_seats` is JSON
 * (`{"Travel Host": 4}`) held for those member types until `reserved_until`; `reserved_until` and `rsvp_deadline`
 * are wall-clock times ("2031-06-13T18:00") in the event's own zone, like its date and times. Guests' names ride
 * with their host, on her participation or her waitlist place. The waitlist bumps the events' change version
 * (migration 0011) as participants do, since the event answer carries the viewer's place on it.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable("events").addColumn("capacity", "integer").execute();
  await db.schema.alterTable("events").addColumn("reserved_seats", "text").execute();
  await db.schema.alterTable("events").addColumn("reserved_until", "text").execute();
  await db.schema.alterTable("events").addColumn("rsvp_deadline", "text").execute();
  await db.schema
    .alterTable("events")
    .addColumn("guests_max", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("event_participants")
    .addColumn("guest_names", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();

  await db.schema
    .createTable("event_waitlist")
    .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("guest_names", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("waited_at", timestamp(dialect), (c) => c.notNull())
    .addPrimaryKeyConstraint("event_waitlist_pk", ["event_id", "user_id"])
    .execute();
  await db.schema
    .createIndex("event_waitlist_order_idx")
    .on("event_waitlist")
    .columns(["event_id", "waited_at", "user_id"])
    .execute();
  await db.schema.createIndex("event_waitlist_user_idx").on("event_waitlist").column("user_id").execute();

  const bump = "update change_versions set version = version + 1 where name = 'events'";
  if (dialect === "postgres") {
    await sql
      .raw(
        "create trigger event_waitlist_bump_events_version after insert or update or delete on event_waitlist for each statement execute function bump_events_version()",
      )
      .execute(db);
    return;
  }
  for (const event of ["insert", "update", "delete"]) {
    await sql
      .raw(
        `create trigger event_waitlist_${event}_bump_events_version after ${event} on event_waitlist begin ${bump}; end`,
      )
      .execute(db);
  }
}
