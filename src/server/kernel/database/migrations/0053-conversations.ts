import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { autoId, timestamp } from "./column-types.ts";

/**
 * Conversations between members (docs/product/conversations.md, decision 0049): `conversations` (one-to-one ones keep
 * a `pair_key` so a second start reuses the first; a stay request's keeps its `stay_request_id` and the day after
 * which it is read-only), `conversation_participants` with each one's last-read mark and the conversation's latest
 * activity (her list, newest first, is one index), `messages`, `member_blocks`, `message_reports` and
 * `message_settings` (who may write to her).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("conversations")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("created_by", "integer", (c) => c.references("users.user_id").onDelete("set null"))
    .addColumn("pair_key", "text", (c) => c.unique())
    .addColumn("stay_request_id", "text", (c) => c.unique().references("stay_requests.id").onDelete("cascade"))
    .addColumn("writable_until", "text")
    .addColumn("created_at", timestamp(dialect), (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("conversation_participants")
    .addColumn("conversation_id", "text", (c) => c.notNull().references("conversations.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("last_read_message_id", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_activity_at", timestamp(dialect), (c) => c.notNull())
    .addPrimaryKeyConstraint("conversation_participants_pk", ["conversation_id", "user_id"])
    .execute();
  await db.schema
    .createIndex("conversation_participants_newest_idx")
    .on("conversation_participants")
    .columns(["user_id", "last_activity_at"])
    .execute();

  await db.schema
    .createTable("messages")
    .addColumn("id", autoId(dialect), (c) => c.primaryKey().notNull())
    .addColumn("conversation_id", "text", (c) => c.notNull().references("conversations.id").onDelete("cascade"))
    .addColumn("author_id", "integer", (c) => c.references("users.user_id").onDelete("set null"))
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("created_at", timestamp(dialect), (c) => c.notNull())
    .execute();
  await db.schema.createIndex("messages_conversation_idx").on("messages").columns(["conversation_id", "id"]).execute();

  await db.schema
    .createTable("member_blocks")
    .addColumn("blocker_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("blocked_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("created_at", timestamp(dialect), (c) => c.notNull())
    .addPrimaryKeyConstraint("member_blocks_pk", ["blocker_id", "blocked_id"])
    .execute();
  await db.schema.createIndex("member_blocks_blocked_idx").on("member_blocks").columns(["blocked_id"]).execute();

  await db.schema
    .createTable("message_reports")
    .addColumn("id", autoId(dialect), (c) => c.primaryKey().notNull())
    .addColumn("message_id", "integer", (c) => c.notNull().references("messages.id").onDelete("cascade"))
    .addColumn("reporter_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("created_at", timestamp(dialect), (c) => c.notNull())
    .addUniqueConstraint("message_reports_once", ["message_id", "reporter_id"])
    .execute();

  await db.schema
    .createTable("message_settings")
    .addColumn("user_id", "integer", (c) => c.primaryKey().notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("who_may_message", "text", (c) => c.notNull())
    .execute();
}
