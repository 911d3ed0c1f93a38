import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { timestamp } from "./column-types.ts";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable("users").addColumn("oidc_subject", "text").execute();
  await db.schema.createIndex("users_oidc_subject_idx").unique().on("users").column("oidc_subject").execute();
  await db.schema
    .createTable("oidc_logins")
    .addColumn("state_hash", "text", (c) => c.primaryKey().notNull())
    .addColumn("code_verifier", "text", (c) => c.notNull())
    .addColumn("nonce", "text", (c) => c.notNull())
    .addColumn("next_path", "text")
    .addColumn("expires_at", timestamp(dialect), (c) => c.notNull())
    .execute();
}
