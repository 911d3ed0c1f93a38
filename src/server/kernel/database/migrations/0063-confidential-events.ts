import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";

/**
 * Confidential gatherings (Chatham House rules; docs/product/privacy.md#confidential-gatherings, decision 0059):
 * `events.confidential` is 1 for an event whose inside (who comes, what is said) stays among those taking part. Every
 * existing event is not confidential; a server of the version before ignores the column (its default answers).
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable("events")
    .addColumn("confidential", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}
