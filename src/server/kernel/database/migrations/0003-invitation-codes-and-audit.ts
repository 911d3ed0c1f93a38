import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { autoId, timestamp } from "./column-types.ts";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("invitation_codes")
    .addColumn("code", "text", (c) => c.primaryKey().notNull())
    .addColumn("max_uses", "integer")
    .addColumn("uses", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("expires_at", timestamp(dialect))
    .addColumn("note", "text")
    .addColumn("revoked", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_by", "integer", (c) => c.references("users.user_id").onDelete("set null"))
    .addColumn("created_at", timestamp(dialect), (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", autoId(dialect), (c) => c.primaryKey().notNull())
    .addColumn("actor_user_id", "integer", (c) => c.references("users.user_id").onDelete("set null"))
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("target", "text")
    .addColumn("details", "text")
    .addColumn("created_at", timestamp(dialect), (c) => c.notNull())
    .execute();
  await db.schema.createIndex("audit_log_created_idx").on("audit_log").column("created_at").execute();
}
