import { sql, type Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { autoId, timestamp } from "./column-types.ts";

/**
 * Decision 52.
 * - `membership_change_requests`: a member asks to change tier, an admin approves or declines; one open request per
 *   member (a partial unique index). `takes_effect_at`: the day her current tier's minimum term ends (or the day she
 *   asked, when it already has).
 * - `registration_invitations.membership_tier`: the tier an accepted application was given with its member type; her
 *   account starts with it when she registers. Nullable: the release before writes invitations without it.
 * - `tier_discounts` goes (the contract step of migration 0047, decision 38): nothing has read or written it since 0047
 *   moved each tier's discount into `membership_tiers`, so the release before does not use it either.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("membership_change_requests")
    .addColumn("id", autoId(dialect), (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("from_tier", "text")
    .addColumn("tier_id", "text", (c) => c.notNull())
    .addColumn("note", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("takes_effect_at", timestamp(dialect), (c) => c.notNull())
    .addColumn("created_at", timestamp(dialect), (c) => c.notNull())
    .addColumn("decided_by", "integer")
    .addColumn("decided_at", timestamp(dialect))
    .execute();
  await db.schema
    .createIndex("membership_change_requests_one_open")
    .on("membership_change_requests")
    .column("user_id")
    .unique()
    .where(sql.ref("status"), "=", "open")
    .execute();
  await db.schema
    .createIndex("membership_change_requests_status")
    .on("membership_change_requests")
    .columns(["status", "created_at"])
    .execute();

  await db.schema.alterTable("registration_invitations").addColumn("membership_tier", "text").execute();

  await db.schema.dropTable("tier_discounts").ifExists().execute();
}
