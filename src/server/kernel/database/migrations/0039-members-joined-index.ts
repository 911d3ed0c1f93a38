import type { Kysely } from "kysely";

/** The members' home asks for the members who joined this month, newest first: read by index, not by reading every member. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("users_joined_idx").on("users").columns(["created_at", "user_id"]).execute();
}
