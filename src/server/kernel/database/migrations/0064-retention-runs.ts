import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { timestamp } from "./column-types.ts";

/**
 * The daily retention pass (decision 0060): one row per day (UTC, "YYYY-MM-DD"), inserted by the instance that runs
 * that day's pass. The primary key lets one insert win however many instances try; `claimed_until` lets another take
 * over a pass whose instance stopped before `finished_at`; `removed` is the JSON of how many rows of each kind went.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("retention_runs")
    .addColumn("day", "text", (c) => c.primaryKey().notNull())
    .addColumn("claim_token", "text", (c) => c.notNull())
    .addColumn("claimed_until", timestamp(dialect), (c) => c.notNull())
    .addColumn("started_at", timestamp(dialect), (c) => c.notNull())
    .addColumn("finished_at", timestamp(dialect))
    .addColumn("removed", "text")
    .execute();
}
