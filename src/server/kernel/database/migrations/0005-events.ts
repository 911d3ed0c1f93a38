import { sql, type Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { timestamp } from "./column-types.ts";

/** Events, who takes part, emailed invitations, and each member's personal calendar feed. */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("events")
    // A UUIDv7, so that a commentableId names exactly one thing (docs/product/data.md#ids).
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("color", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("exclusivity", "text", (c) => c.notNull().check(sql`exclusivity in ('open', 'invite-only')`))
    // Wall-clock date and times in the event's own IANA zone, as the organiser entered them.
    .addColumn("event_date", "text", (c) => c.notNull())
    .addColumn("end_date", "text", (c) => c.notNull())
    .addColumn("start_time", "text", (c) => c.notNull())
    .addColumn("end_time", "text", (c) => c.notNull())
    .addColumn("timezone", "text", (c) => c.notNull())
    // The same start and end as instants (epoch ms), computed on every write: ordering and from/to filters.
    .addColumn("starts_at", timestamp(dialect), (c) => c.notNull())
    .addColumn("ends_at", timestamp(dialect), (c) => c.notNull())
    .addColumn("is_physical", "integer", (c) => c.notNull())
    .addColumn("location", "text")
    .addColumn("zip_code", "text")
    .addColumn("city", "text")
    .addColumn("state", "text")
    .addColumn("country", "text")
    .addColumn("virtual_link", "text")
    // No foreign key: the media module owns images and clears this when one is deleted.
    .addColumn("banner_image_id", "text")
    .addColumn("created_by", "integer", (c) => c.references("users.user_id").onDelete("set null"))
    .addColumn("created_at", timestamp(dialect), (c) => c.notNull())
    .addColumn("updated_at", timestamp(dialect), (c) => c.notNull())
    .execute();
  await db.schema.createIndex("events_starts_at_idx").on("events").columns(["starts_at", "id"]).execute();
  await db.schema.createIndex("events_created_by_idx").on("events").column("created_by").execute();

  await db.schema
    .createTable("event_participants")
    .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("joined_at", timestamp(dialect), (c) => c.notNull())
    .addPrimaryKeyConstraint("event_participants_pk", ["event_id", "user_id"])
    .execute();
  await db.schema.createIndex("event_participants_user_idx").on("event_participants").column("user_id").execute();

  await db.schema
    .createTable("event_invitations")
    .addColumn("token_hash", "text", (c) => c.primaryKey().notNull())
    .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("invited_by", "integer", (c) => c.references("users.user_id").onDelete("set null"))
    .addColumn("expires_at", timestamp(dialect), (c) => c.notNull())
    .addColumn("used_at", timestamp(dialect))
    .addColumn("created_at", timestamp(dialect), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("event_invitations_event_user_idx")
    .on("event_invitations")
    .columns(["event_id", "user_id"])
    .execute();
  await db.schema.createIndex("event_invitations_user_idx").on("event_invitations").column("user_id").execute();

  await db.schema
    .createTable("calendar_feeds")
    .addColumn("user_id", "integer", (c) => c.primaryKey().notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("secret_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", timestamp(dialect), (c) => c.notNull())
    .execute();
}
