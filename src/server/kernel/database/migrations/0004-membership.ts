import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { autoId, timestamp } from "./column-types.ts";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("applications")
    .addColumn("id", autoId(dialect), (c) => c.primaryKey().notNull())
    .addColumn("full_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("membership_type", "text", (c) => c.notNull())
    .addColumn("interests", "text", (c) => c.notNull())
    .addColumn("availability", "text")
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("referral", "text")
    .addColumn("comments", "text")
    .addColumn("invitation_code", "text")
    .addColumn("accepted", "integer")
    .addColumn("decided_by", "integer", (c) => c.references("users.user_id").onDelete("set null"))
    .addColumn("decided_at", timestamp(dialect))
    .addColumn("created_at", timestamp(dialect), (c) => c.notNull())
    .execute();
  await db.schema.createIndex("applications_email_idx").on("applications").column("email").execute();

  await db.schema
    .createTable("application_properties")
    .addColumn("id", autoId(dialect), (c) => c.primaryKey().notNull())
    .addColumn("application_id", "integer", (c) => c.notNull().references("applications.id").onDelete("cascade"))
    .addColumn("address", "text")
    .addColumn("type", "text")
    .addColumn("description", "text")
    .addColumn("availability", "text")
    .execute();
  await db.schema
    .createIndex("application_properties_app_idx")
    .on("application_properties")
    .column("application_id")
    .execute();

  await db.schema
    .createTable("registration_invitations")
    .addColumn("token_hash", "text", (c) => c.primaryKey().notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("application_id", "integer", (c) => c.references("applications.id").onDelete("set null"))
    .addColumn("expires_at", timestamp(dialect), (c) => c.notNull())
    .addColumn("used_at", timestamp(dialect))
    .addColumn("created_at", timestamp(dialect), (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("password_resets")
    .addColumn("token_hash", "text", (c) => c.primaryKey().notNull())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("expires_at", timestamp(dialect), (c) => c.notNull())
    .addColumn("used_at", timestamp(dialect))
    .addColumn("created_at", timestamp(dialect), (c) => c.notNull())
    .execute();
}
