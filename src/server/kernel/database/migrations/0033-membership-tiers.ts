import type { Kysely } from "kysely";

/** Each member's membership tier (Flying, Executive, Hosting or none) and each tier's housing discount. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("membership_tier", "text").execute();
  await db.schema
    .createTable("tier_discounts")
    .addColumn("tier", "text", (c) => c.primaryKey().notNull())
    .addColumn("percent", "integer", (c) => c.notNull())
    .execute();
}
