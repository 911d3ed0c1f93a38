import type { Kysely } from "kysely";

/** The members a comment mentions: kept beside the text so a mention is shown, and emailed, once. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("comment_mentions")
    .addColumn("comment_id", "integer", (c) => c.notNull().references("comments.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
    .addPrimaryKeyConstraint("comment_mentions_pk", ["comment_id", "user_id"])
    .execute();
}
