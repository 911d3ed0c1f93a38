import type { Kysely } from "kysely";

/**
 * Who a mailing left out and why (decision 0070): written with the mailing, from the same query that chose its
 * recipients, so the second admin reviews exactly what its author saw. `reason` is deactivated, lapsed or unsubscribed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("mailing_left_out")
    .addColumn("mailing_id", "integer", (c) => c.notNull().references("mailings.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("reason", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("mailing_left_out_pk", ["mailing_id", "user_id"])
    .execute();
  await db.schema.createIndex("mailing_left_out_user_idx").on("mailing_left_out").column("user_id").execute();
}
