import { sql, type Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { autoId, timestamp } from "./column-types.ts";

/**
 * Bulk email: each admin mailing or event announcement, and who it was queued for. Each
 * recipient's outbox row carries the idempotency key `mailing:<id>:<user_id>`, which is how the mail
 * log finds the delivery state; each recipient also gets an unsubscribe link of their own, kept only as a hash.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("mailings")
    .addColumn("id", autoId(dialect), (c) => c.primaryKey().notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    // The body after the allow-list, as it was sent, and its plain-text version.
    .addColumn("html_body", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("recipient_group", "text", (c) =>
      c
        .notNull()
        .check(sql`recipient_group in ('all', 'founding', 'standard', 'travel', 'admins', 'testing', 'selected')`),
    )
    .addColumn("event_id", "text", (c) => c.references("events.id").onDelete("set null"))
    .addColumn("sender_id", "integer", (c) => c.references("users.user_id").onDelete("set null"))
    .addColumn("recipient_count", "integer", (c) => c.notNull())
    // `<sender>:<requestId>` when the client sent a request id: a retried send finds its first mailing.
    .addColumn("request_key", "text")
    .addColumn("created_at", timestamp(dialect), (c) => c.notNull())
    .execute();
  await db.schema.createIndex("mailings_request_key_idx").unique().on("mailings").column("request_key").execute();
  await db.schema.createIndex("mailings_event_idx").on("mailings").column("event_id").execute();

  await db.schema
    .createTable("mailing_recipients")
    .addColumn("mailing_id", "integer", (c) => c.notNull().references("mailings.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("unsubscribe_token_hash", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("mailing_recipients_pk", ["mailing_id", "user_id"])
    .execute();
  await db.schema
    .createIndex("mailing_recipients_unsubscribe_idx")
    .unique()
    .on("mailing_recipients")
    .column("unsubscribe_token_hash")
    .execute();
  await db.schema.createIndex("mailing_recipients_user_idx").on("mailing_recipients").column("user_id").execute();
}
