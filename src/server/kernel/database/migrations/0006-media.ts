import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { timestamp } from "./column-types.ts";

/**
 * The media gallery: one row per uploaded image with its three stored files (the private original, a ~480 px
 * thumbnail and a ~2048 px display size), and its tags. associated_event_id has no foreign key on purpose: an
 * event's deletion unlinks its images in the same transaction (docs/product/data.md#deleting-an-event) rather than through the schema.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("images")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("uploaded_by", "integer", (c) => c.notNull().references("users.user_id"))
    .addColumn("associated_event_id", "text")
    .addColumn("original_key", "text", (c) => c.notNull())
    .addColumn("original_mime", "text", (c) => c.notNull())
    .addColumn("original_width", "integer", (c) => c.notNull())
    .addColumn("original_height", "integer", (c) => c.notNull())
    .addColumn("original_bytes", "integer", (c) => c.notNull())
    .addColumn("thumbnail_key", "text", (c) => c.notNull())
    .addColumn("thumbnail_mime", "text", (c) => c.notNull())
    .addColumn("thumbnail_width", "integer", (c) => c.notNull())
    .addColumn("thumbnail_height", "integer", (c) => c.notNull())
    .addColumn("thumbnail_bytes", "integer", (c) => c.notNull())
    .addColumn("display_key", "text", (c) => c.notNull())
    .addColumn("display_mime", "text", (c) => c.notNull())
    .addColumn("display_width", "integer", (c) => c.notNull())
    .addColumn("display_height", "integer", (c) => c.notNull())
    .addColumn("display_bytes", "integer", (c) => c.notNull())
    .addColumn("placeholder_color", "text", (c) => c.notNull())
    .addColumn("placeholder_data_url", "text", (c) => c.notNull())
    .addColumn("created_at", timestamp(dialect), (c) => c.notNull())
    .execute();
  await db.schema.createIndex("images_newest_idx").on("images").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("images_event_idx").on("images").columns(["associated_event_id", "created_at"]).execute();
  await db.schema.createIndex("images_title_idx").on("images").column("title").execute();
  await db.schema.createIndex("images_uploader_idx").on("images").column("uploaded_by").execute();

  await db.schema
    .createTable("image_tags")
    .addColumn("image_id", "text", (c) => c.notNull().references("images.id").onDelete("cascade"))
    .addColumn("tag", "text", (c) => c.notNull())
    .addColumn("display", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("image_tags_pk", ["image_id", "tag"])
    .execute();
  await db.schema.createIndex("image_tags_tag_idx").on("image_tags").columns(["tag", "image_id"]).execute();
}
