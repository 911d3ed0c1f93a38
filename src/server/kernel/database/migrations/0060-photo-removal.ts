import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { autoId, timestamp } from "./column-types.ts";

/**
 * "Remove me" (docs/product/privacy.md#remove-me, decision 0056): `images.withheld_at` is set while a photo is down
 * after a member asked for it to be removed (the access layer then shows it to its uploader and admins only), and
 * `image_removal_requests` keeps each request and what became of it: `pending`, `kept` (kept down) or `restored`
 * (with the reason shown to the member who asked).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable("images").addColumn("withheld_at", timestamp(dialect)).execute();
  await db.schema
    .createTable("image_removal_requests")
    .addColumn("id", autoId(dialect), (c) => c.primaryKey())
    .addColumn("image_id", "text", (c) => c.notNull().references("images.id").onDelete("cascade"))
    .addColumn("requested_by", "integer", (c) => c.references("users.user_id").onDelete("set null"))
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("decided_by", "integer", (c) => c.references("users.user_id").onDelete("set null"))
    .addColumn("decision_reason", "text")
    .addColumn("created_at", timestamp(dialect), (c) => c.notNull())
    .addColumn("decided_at", timestamp(dialect))
    .execute();
  await db.schema
    .createIndex("image_removal_requests_image")
    .on("image_removal_requests")
    .columns(["image_id", "status"])
    .execute();
}
