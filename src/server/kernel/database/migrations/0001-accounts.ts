import { sql, type Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { autoId, timestamp } from "./column-types.ts";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("user_id", autoId(dialect), (c) => c.primaryKey().notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("type", "text", (c) => c.notNull().check(sql`type in ('Founding', 'Standard', 'Travel Host')`))
    .addColumn("admin", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("password_hash", "text")
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("must_change_password", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("failed_logins", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("locked_until", timestamp(dialect))
    .addColumn("created_at", timestamp(dialect), (c) => c.notNull())
    .execute();
  await db.schema.createIndex("users_admin_idx").on("users").column("admin").execute();

  await db.schema
    .createTable("sessions")
    .addColumn("token_hash", "text", (c) => c.primaryKey().notNull())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("created_at", timestamp(dialect), (c) => c.notNull())
    .addColumn("last_seen_at", timestamp(dialect), (c) => c.notNull())
    .addColumn("user_agent", "text")
    .execute();
  await db.schema.createIndex("sessions_user_idx").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("rate_limits")
    .addColumn("bucket", "text", (c) => c.primaryKey().notNull())
    .addColumn("window_start", timestamp(dialect), (c) => c.notNull())
    .addColumn("hits", "integer", (c) => c.notNull())
    .execute();
}
