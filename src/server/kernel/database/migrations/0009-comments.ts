import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { autoId, timestamp } from "./column-types.ts";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("comments")
    .addColumn("id", autoId(dialect), (c) => c.primaryKey().notNull())
    .addColumn("commentable_id", "text", (c) => c.notNull())
    .addColumn("author_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("created_at", timestamp(dialect), (c) => c.notNull())
    .addColumn("updated_at", timestamp(dialect))
    .execute();
  await db.schema.createIndex("comments_target_idx").on("comments").columns(["commentable_id", "id"]).execute();

  await db.schema
    .createTable("comment_likes")
    .addColumn("comment_id", "integer", (c) => c.notNull().references("comments.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("created_at", timestamp(dialect), (c) => c.notNull())
    .addPrimaryKeyConstraint("comment_likes_pk", ["comment_id", "user_id"])
    .execute();
}
