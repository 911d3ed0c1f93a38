import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { timestamp } from "./column-types.ts";

/**
 * Reminders. `reminder_minutes` before the start (null: none; events made before keep none, new ones
 * take 24 hours unless the creator chooses). `reminded_for` is the start instant the reminder went out for: claimed
 * by one conditional UPDATE, so that several instances send it once, and a new start time is reminded of again.
 * The outbox gains attachments (JSON: filename, content type, text content) for the reminder's .ics file.
 * Cancellations: a cancelled event keeps its row (`cancelled_at`, `cancel_reason`); `sequence` counts the changes calendars
 * must see (RFC 5545 SEQUENCE), so a changed or cancelled event replaces the copy a calendar holds.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable("events").addColumn("reminder_minutes", "integer").execute();
  await db.schema.alterTable("events").addColumn("reminded_for", timestamp(dialect)).execute();
  await db.schema.alterTable("outbox").addColumn("attachments", "text").execute();
  await db.schema.alterTable("events").addColumn("cancelled_at", timestamp(dialect)).execute();
  await db.schema.alterTable("events").addColumn("cancel_reason", "text").execute();
  await db.schema
    .alterTable("events")
    .addColumn("sequence", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}
