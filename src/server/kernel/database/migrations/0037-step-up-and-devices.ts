import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { timestamp } from "./column-types.ts";

/**
 * Step-up, new devices and the club's security settings (decision 28): when a session last proved a factor (sessions
 * before this count as proven when they began); the devices each member has signed in from (the hash of a long-lived
 * device cookie and the browser and system it came with); and the club's settings an admin changes, as key and value.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable("sessions").addColumn("proven_at", timestamp(dialect)).execute();

  await db.schema
    .createTable("known_devices")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("device_hash", "text", (c) => c.notNull())
    .addColumn("first_seen_at", timestamp(dialect), (c) => c.notNull())
    .addColumn("last_seen_at", timestamp(dialect), (c) => c.notNull())
    .addPrimaryKeyConstraint("known_devices_pk", ["user_id", "device_hash"])
    .execute();

  await db.schema
    .createTable("club_settings")
    .addColumn("name", "text", (c) => c.primaryKey().notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", timestamp(dialect), (c) => c.notNull())
    .addColumn("updated_by", "integer", (c) => c.references("users.user_id").onDelete("set null"))
    .execute();
}
