import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { timestamp } from "./column-types.ts";

/**
 * The admin's mail log shows failed mail with when it was last tried (for a refusal, when the mail
 * server said no; for a message given up on, the 24-hour mark). Rows from before keep null and show when they were
 * queued. The log reads one state newest first, so `(status, id)` gives it straight from an index, however many
 * delivered copies of mailings the outbox holds.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable("outbox").addColumn("last_attempt_at", timestamp(dialect)).execute();
  await db.schema.createIndex("outbox_status_id_idx").on("outbox").columns(["status", "id"]).execute();
}
