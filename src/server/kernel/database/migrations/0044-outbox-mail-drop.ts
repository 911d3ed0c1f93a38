import type { Kysely } from "kysely";

/**
 * `outbox.mail_drop`: 1 when the worker wrote the message to the mail drop because no mail server is set up (SMTP_URL
 * unset), so that nobody received it; the mail log shows it as "Written to the mail drop", never as sent
 * (docs/product/emails.md#mail-log). A column of its own rather than a new value of `status`: the status's CHECK
 * cannot change on SQLite without rebuilding the table, and the release before (decision 38) keeps writing rows
 * without it. Rows handled before are left as they were recorded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("outbox")
    .addColumn("mail_drop", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}
