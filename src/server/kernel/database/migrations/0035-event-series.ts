import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { timestamp } from "./column-types.ts";

/**
 * Repeating events. Each date of a series is an event row of its own (its own seats, participants, invitations,
 * changes), and `events.series_id` ties them to the rule they were made from (`event_series`: weekly, every two
 * weeks, monthly by date or by weekday; a count or a last date). The rule is kept to say how the series repeats; the
 * rows are the truth. Writes to the events bump the events' change version through migration 0011's triggers.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("event_series")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("every", "text", (c) => c.notNull())
    .addColumn("count", "integer")
    .addColumn("until", "text")
    .addColumn("created_by", "integer", (c) => c.references("users.user_id").onDelete("set null"))
    .addColumn("created_at", timestamp(dialect), (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable("events")
    .addColumn("series_id", "text", (c) => c.references("event_series.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("events_series_idx").on("events").columns(["series_id", "starts_at"]).execute();
}
