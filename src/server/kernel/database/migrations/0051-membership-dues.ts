import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { autoId, timestamp } from "./column-types.ts";

/**
 * Decision 48. `dues_entries`: each member's ledger, one row per payment received or charge made, amounts as positive
 * integers in minor units of the currency recorded with them (her balance is charges minus payments). `dues_reminders`:
 * one row per reminder sent for a term (30 and 7 days before it ends, when it lapses); its primary key is what keeps a
 * reminder to one send across instances.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("dues_entries")
    .addColumn("id", autoId(dialect), (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("entry_date", "text", (c) => c.notNull())
    .addColumn("method", "text")
    .addColumn("reference", "text")
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("recorded_by", "integer")
    .addColumn("created_at", timestamp(dialect), (c) => c.notNull())
    .execute();
  await db.schema.createIndex("dues_entries_user").on("dues_entries").columns(["user_id", "entry_date"]).execute();

  await db.schema
    .createTable("dues_reminders")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("term_end", timestamp(dialect), (c) => c.notNull())
    .addColumn("stage", "text", (c) => c.notNull())
    .addColumn("sent_at", timestamp(dialect), (c) => c.notNull())
    .addPrimaryKeyConstraint("dues_reminders_pk", ["user_id", "term_end", "stage"])
    .execute();
}
