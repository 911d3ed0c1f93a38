import { sql, type Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { autoId, timestamp } from "./column-types.ts";

/** Every email is first a row here (docs/product/emails.md#the-outbox); the mail worker sends it and records the result. */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("outbox")
    .addColumn("id", autoId(dialect), (c) => c.primaryKey().notNull())
    .addColumn("recipient_email", "text", (c) => c.notNull())
    .addColumn("recipient_user_id", "integer", (c) => c.references("users.user_id").onDelete("set null"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text", (c) => c.notNull())
    .addColumn("headers", "text")
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("pending")
        .check(sql`status in ('pending', 'sending', 'sent', 'failed')`),
    )
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", timestamp(dialect), (c) => c.notNull())
    .addColumn("claim_token", "text")
    .addColumn("claimed_until", timestamp(dialect))
    .addColumn("last_error", "text")
    .addColumn("idempotency_key", "text")
    .addColumn("created_at", timestamp(dialect), (c) => c.notNull())
    .addColumn("sent_at", timestamp(dialect))
    .execute();
  await db.schema.createIndex("outbox_idempotency_key_idx").unique().on("outbox").column("idempotency_key").execute();
  await db.schema.createIndex("outbox_due_idx").on("outbox").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("outbox_recipient_user_idx").on("outbox").column("recipient_user_id").execute();
}
