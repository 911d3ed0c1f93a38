import { sql, type Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { timestamp } from "./column-types.ts";

/**
 * Decision 0071. `inbound_replies`: the Message-ID of each reply by email posted, per reply address (its hash: the
 * address is a credential and is not kept), so that a mail server delivering one reply twice posts it once. Kept as
 * long as an address is in force (30 days) and then removed. No member's id: the hash names her only to whoever holds
 * SECRET_KEY.
 *
 * On PostgreSQL, notices read tell every instance too (the trigger of migration 0049, now on `read_at` set as well),
 * so that a bell's count drops live on every instance when she reads a conversation or her notices elsewhere.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("inbound_replies")
    .addColumn("address_hash", "text", (c) => c.notNull())
    .addColumn("message_id", "text", (c) => c.notNull())
    .addColumn("received_at", timestamp(dialect), (c) => c.notNull())
    .addPrimaryKeyConstraint("inbound_replies_pk", ["address_hash", "message_id"])
    .execute();
  await db.schema.createIndex("inbound_replies_received_idx").on("inbound_replies").column("received_at").execute();

  if (dialect === "postgres") {
    await sql
      .raw(
        "create trigger notices_read_notify after update of read_at on notices for each row when (old.read_at is null and new.read_at is not null) execute function notify_notice()",
      )
      .execute(db);
  }
}
