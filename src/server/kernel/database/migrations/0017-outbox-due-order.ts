import type { Kysely } from "kysely";

/**
 * The mail worker claims waiting messages oldest first, by `next_attempt_at` and then `id`. A mailing's 10,000 copies
 * share one `next_attempt_at`, so with an index on `(status, next_attempt_at)` alone PostgreSQL sorted every copy of the
 * backlog on each claim; with `id` in the index both databases read the next messages straight from it.
 * (SQLite already ends every index with the row id; the wider index costs it nothing.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("outbox_due_idx").execute();
  await db.schema.createIndex("outbox_due_idx").on("outbox").columns(["status", "next_attempt_at", "id"]).execute();
}
