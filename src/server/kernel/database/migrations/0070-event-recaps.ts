import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { timestamp } from "./column-types.ts";

/**
 * An event's recap (docs/product/events.md#recap, decision 0069): one per event, written by its organiser or an admin
 * once the event has ended, a draft until `sent_at`, then sent once. `audience` is `participants` or `club` (open
 * events only); `attendance` is the count of participants frozen when sent, kept only if `show_attendance`. Its photos
 * are rows of their own, in the order chosen; a photo deleted leaves the recap with it.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("event_recaps")
    .addColumn("event_id", "text", (c) => c.primaryKey().notNull().references("events.id").onDelete("cascade"))
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("show_attendance", "integer", (c) => c.notNull())
    .addColumn("audience", "text", (c) => c.notNull())
    .addColumn("written_by", "integer", (c) => c.references("users.user_id").onDelete("set null"))
    .addColumn("updated_at", timestamp(dialect), (c) => c.notNull())
    .addColumn("sent_at", timestamp(dialect))
    .addColumn("sent_by", "integer", (c) => c.references("users.user_id").onDelete("set null"))
    .addColumn("attendance", "integer")
    .addColumn("sent_to", "integer")
    .execute();
  await db.schema
    .createTable("event_recap_photos")
    .addColumn("event_id", "text", (c) => c.notNull().references("event_recaps.event_id").onDelete("cascade"))
    .addColumn("image_id", "text", (c) => c.notNull().references("images.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("event_recap_photos_pk", ["event_id", "image_id"])
    .execute();
  await db.schema.createIndex("event_recap_photos_image_idx").on("event_recap_photos").column("image_id").execute();
}
