import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { timestamp } from "./column-types.ts";

/**
 * Bulk mail that two admins stand behind and that can be stopped (decision 0051, docs/product/emails.md#approval):
 * each mailing's control state (`queued` as before, `awaiting_approval` above the club's threshold, `cancelled`),
 * when its copies become due (`send_at`: the end of its cancel window, or the time it was scheduled for), who approved
 * it and who cancelled it, and how many copies the cancel withdrew. Mailings written before are `queued`.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable("mailings")
    .addColumn("state", "text", (c) => c.notNull().defaultTo("queued"))
    .execute();
  await db.schema.alterTable("mailings").addColumn("scheduled_for", timestamp(dialect)).execute();
  await db.schema.alterTable("mailings").addColumn("send_at", timestamp(dialect)).execute();
  await db.schema
    .alterTable("mailings")
    .addColumn("approved_by", "integer", (c) => c.references("users.user_id").onDelete("set null"))
    .execute();
  await db.schema.alterTable("mailings").addColumn("approved_at", timestamp(dialect)).execute();
  await db.schema
    .alterTable("mailings")
    .addColumn("cancelled_by", "integer", (c) => c.references("users.user_id").onDelete("set null"))
    .execute();
  await db.schema.alterTable("mailings").addColumn("cancelled_at", timestamp(dialect)).execute();
  await db.schema.alterTable("mailings").addColumn("withdrawn", "integer").execute();
}
