import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { timestamp } from "./column-types.ts";

/**
 * Member profiles, their showcase and the members' home. A profile row exists once a member has saved it
 * or opened her home; `hidden_fields` lists, comma-wrapped (",email,city,"), the fields she shows to admins only, so
 * that the access layer's SQL can test one field with LIKE on both dialects.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("member_profiles")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.user_id").onDelete("cascade"))
    .addColumn("headline", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("company", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("city", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("bio", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("interests", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("links", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("ask_me_about", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("hidden_fields", "text", (c) => c.notNull().defaultTo(",email,"))
    .addColumn("photo_image_id", "text")
    .addColumn("home_seen_at", timestamp(dialect))
    .addColumn("home_previous_seen_at", timestamp(dialect))
    .addColumn("updated_at", timestamp(dialect), (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("showcase_pieces")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("image_id", "text", (c) => c.notNull().references("images.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("medium", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addPrimaryKeyConstraint("showcase_pieces_pk", ["user_id", "image_id"])
    .execute();
}
