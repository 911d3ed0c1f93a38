import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { autoId, timestamp } from "./column-types.ts";

/**
 * A mailing's copies share one stored body (decision 0018): `outbox_bodies` holds it once, with a slot, and each
 * copy's outbox row names it (`body_id`) and carries only what goes in the slot (`body_fill`, e.g. the recipient's
 * unsubscribe link); the worker puts the two together when it sends. Rows without a body_id keep their own bodies.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("outbox_bodies")
    .addColumn("id", autoId(dialect), (c) => c.primaryKey().notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text", (c) => c.notNull())
    // Where each copy's own value goes, in both bodies.
    .addColumn("slot", "text", (c) => c.notNull())
    .addColumn("created_at", timestamp(dialect), (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable("outbox")
    .addColumn("body_id", "integer", (c) => c.references("outbox_bodies.id"))
    .execute();
  await db.schema.alterTable("outbox").addColumn("body_fill", "text").execute();
}
