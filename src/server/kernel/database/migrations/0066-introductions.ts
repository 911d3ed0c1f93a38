import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { timestamp } from "./column-types.ts";

/**
 * Introductions (docs/product/conversations.md#introductions, decision 0062): a member asks a mutual member to
 * introduce her to someone she may not write to. `state` is `asked` (waiting for the introducer), `forwarded`
 * (waiting for the introduced member, with the introducer's `note`), `made` (both agreed: `conversation_id` is the
 * conversation that opened) or `not-now` (one of the two declined; which one is read from `forwarded_at` only to
 * know whether the introduced member ever saw it, and is never shown to the asker).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("introductions")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("asker_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("introducer_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("to_user_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("conversation_id", "text", (c) => c.references("conversations.id").onDelete("set null"))
    .addColumn("created_at", timestamp(dialect), (c) => c.notNull())
    .addColumn("forwarded_at", timestamp(dialect))
    .addColumn("decided_at", timestamp(dialect))
    .execute();
  await db.schema
    .createIndex("introductions_asker_idx")
    .on("introductions")
    .columns(["asker_id", "to_user_id"])
    .execute();
  await db.schema.createIndex("introductions_introducer_idx").on("introductions").column("introducer_id").execute();
  await db.schema.createIndex("introductions_to_user_idx").on("introductions").column("to_user_id").execute();
  await db.schema.createIndex("introductions_conversation_idx").on("introductions").column("conversation_id").execute();
}
