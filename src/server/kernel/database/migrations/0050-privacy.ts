import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { timestamp } from "./column-types.ts";

/**
 * A member's privacy rights (decision 0047): `privacy_exports`, each archive she asked for, prepared by whichever
 * instance claims the row first (claim_token and claimed_until, as the outbox claims its rows), fetched once through a
 * link whose token is stored hashed; `account_closures`, her account's closure: when it was asked, when the erasure is
 * due, what she chose for her comments and event photos, whether an admin asked it, and when it was done.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("privacy_exports")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("requested_at", timestamp(dialect), (c) => c.notNull())
    .addColumn("claim_token", "text")
    .addColumn("claimed_until", timestamp(dialect))
    .addColumn("storage_key", "text")
    .addColumn("token_hash", "text")
    .addColumn("ready_at", timestamp(dialect))
    .addColumn("expires_at", timestamp(dialect))
    .addColumn("used_at", timestamp(dialect))
    .execute();
  await db.schema.createIndex("privacy_exports_user").on("privacy_exports").columns(["user_id"]).execute();
  await db.schema.createIndex("privacy_exports_status").on("privacy_exports").columns(["status"]).execute();

  await db.schema
    .createTable("account_closures")
    .addColumn("user_id", "integer", (c) => c.primaryKey().notNull().references("users.user_id"))
    .addColumn("requested_at", timestamp(dialect), (c) => c.notNull())
    .addColumn("erase_after", timestamp(dialect), (c) => c.notNull())
    .addColumn("keep_comments", "integer", (c) => c.notNull())
    .addColumn("leave_event_photos", "integer", (c) => c.notNull())
    .addColumn("by_admin", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("claim_token", "text")
    .addColumn("claimed_until", timestamp(dialect))
    .addColumn("erased_at", timestamp(dialect))
    .execute();
}
