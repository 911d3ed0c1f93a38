import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { timestamp } from "./column-types.ts";

/**
 * `application_votes`: each admin's one vote on an application (decision 0050), approve or reject with an optional
 * note; the club setting `votes_needed` says how many of one kind decide it. One row per admin and application, never
 * changed once written.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("application_votes")
    .addColumn("application_id", "integer", (c) => c.notNull().references("applications.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("vote", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("created_at", timestamp(dialect), (c) => c.notNull())
    .addPrimaryKeyConstraint("application_votes_pk", ["application_id", "user_id"])
    .execute();
}
