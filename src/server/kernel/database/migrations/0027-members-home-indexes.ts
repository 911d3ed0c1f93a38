import type { Kysely } from "kysely";

/**
 * The members' home asks for the comments that mention one member (by member, not by comment) and for
 * the events created since her last visit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("events_created_idx").on("events").column("created_at").execute();
  await db.schema
    .createIndex("comment_mentions_user_idx")
    .on("comment_mentions")
    .columns(["user_id", "comment_id"])
    .execute();
}
