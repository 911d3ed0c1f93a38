import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { timestamp } from "./column-types.ts";

/**
 * People in photos, with consent (docs/product/privacy.md#people-in-photos, decision 0058): `image_people` holds each
 * member tagged in a photo, `pending` until she accepts when she asked to be asked first, and who tagged her;
 * `photo_tag_settings` holds her choice (`anyone`, `ask`, `nobody`), one row only when she changed it from `ask`.
 * Both go with the photo and with her.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("image_people")
    .addColumn("image_id", "text", (c) => c.notNull().references("images.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("tagged_by", "integer", (c) => c.references("users.user_id").onDelete("set null"))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("created_at", timestamp(dialect), (c) => c.notNull())
    .addColumn("answered_at", timestamp(dialect))
    .addPrimaryKeyConstraint("image_people_pk", ["image_id", "user_id"])
    .execute();
  await db.schema.createIndex("image_people_user").on("image_people").columns(["user_id", "status"]).execute();
  await db.schema
    .createTable("photo_tag_settings")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.user_id").onDelete("cascade"))
    .addColumn("who_may_tag", "text", (c) => c.notNull())
    .execute();
}
