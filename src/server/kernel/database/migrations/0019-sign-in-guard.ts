import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { timestamp } from "./column-types.ts";

/**
 * The sign-in guard (docs/product/limits.md#sign-in-guard): failures are counted per account and address in `rate_limits`, so the account-wide
 * lockout's columns go. What it needs instead: the addresses each member has signed in from (an address is stored as
 * the SHA-256 of its /32 or IPv6 /64), and the one-time sign-in links emailed when an account is under attack.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("sign_in_addresses")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("address_hash", "text", (c) => c.notNull())
    .addColumn("first_at", timestamp(dialect), (c) => c.notNull())
    .addColumn("last_at", timestamp(dialect), (c) => c.notNull())
    .addPrimaryKeyConstraint("sign_in_addresses_pk", ["user_id", "address_hash"])
    .execute();

  await db.schema
    .createTable("sign_in_links")
    .addColumn("token_hash", "text", (c) => c.primaryKey().notNull())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("expires_at", timestamp(dialect), (c) => c.notNull())
    .addColumn("used_at", timestamp(dialect))
    .addColumn("created_at", timestamp(dialect), (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sign_in_links_user").on("sign_in_links").column("user_id").execute();

  await db.schema.alterTable("users").dropColumn("failed_logins").execute();
  await db.schema.alterTable("users").dropColumn("locked_until").execute();
}
