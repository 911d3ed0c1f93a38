import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { timestamp } from "./column-types.ts";

/**
 * The daily and weekly digests (docs/product/notifications.md#digests, decision 0063). One row per member, period
 * (`daily`, `weekly`) and the club's local day or week it is for (`period_key`, "2026-11-30"): inserted by the one
 * instance that claims it, in the transaction that queues the email, so a digest goes once however many instances
 * sweep. `covered_to` is the instant the digest read up to (the next one starts there); `unsubscribe_token_hash` is
 * its one-click unsubscribe link's secret, hashed.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("notice_digests")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("period", "text", (c) => c.notNull())
    .addColumn("period_key", "text", (c) => c.notNull())
    .addColumn("covered_to", timestamp(dialect), (c) => c.notNull())
    .addColumn("sent", "integer", (c) => c.notNull())
    .addColumn("unsubscribe_token_hash", "text")
    .addPrimaryKeyConstraint("notice_digests_pk", ["user_id", "period", "period_key"])
    .execute();
  await db.schema
    .createIndex("notice_digests_unsubscribe")
    .on("notice_digests")
    .column("unsubscribe_token_hash")
    .execute();
}
