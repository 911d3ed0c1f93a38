import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { timestamp } from "./column-types.ts";

/**
 * The address a gallery image has in the club's emails (decision 0024): gallery files are served to members with a
 * session, which a mail app does not have. One unguessable token per image, made when a mailing that shows the image
 * is previewed or sent by someone who may see it; it goes with the image.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("email_image_links")
    .addColumn("image_id", "text", (c) => c.primaryKey().references("images.id").onDelete("cascade"))
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("created_at", timestamp(dialect), (c) => c.notNull())
    .execute();
}
