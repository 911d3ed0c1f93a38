import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { autoId, timestamp } from "./column-types.ts";

/**
 * Second factors (decision 28): a member's TOTP secret (encrypted with the server's SECRET_KEY), her recovery codes
 * (hashed), her passkeys and the WebAuthn challenges on their way; the half-done logins waiting for a second factor (5 minutes, in the database so that any
 * instance can finish them); and what the member's own sessions page shows: the network a session began from.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("totp_factors")
    .addColumn("user_id", "integer", (c) => c.primaryKey().notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("secret_encrypted", "text", (c) => c.notNull())
    .addColumn("confirmed_at", timestamp(dialect))
    .addColumn("last_used_step", timestamp(dialect))
    .addColumn("created_at", timestamp(dialect), (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("recovery_codes")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("used_at", timestamp(dialect))
    .addColumn("created_at", timestamp(dialect), (c) => c.notNull())
    .addPrimaryKeyConstraint("recovery_codes_pk", ["user_id", "code_hash"])
    .execute();

  await db.schema
    .createTable("passkeys")
    .addColumn("passkey_id", autoId(dialect), (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("credential_id", "text", (c) => c.notNull().unique())
    .addColumn("public_key", "text", (c) => c.notNull())
    .addColumn("counter", timestamp(dialect), (c) => c.notNull())
    .addColumn("transports", "text")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("created_at", timestamp(dialect), (c) => c.notNull())
    .addColumn("last_used_at", timestamp(dialect))
    .execute();
  await db.schema.createIndex("passkeys_user").on("passkeys").column("user_id").execute();

  await db.schema
    .createTable("pending_sign_ins")
    .addColumn("token_hash", "text", (c) => c.primaryKey().notNull())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("failures", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("expires_at", timestamp(dialect), (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("webauthn_challenges")
    .addColumn("token_hash", "text", (c) => c.primaryKey().notNull())
    .addColumn("user_id", "integer", (c) => c.references("users.user_id").onDelete("cascade"))
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("challenge", "text", (c) => c.notNull())
    .addColumn("expires_at", timestamp(dialect), (c) => c.notNull())
    .execute();

  await db.schema.alterTable("sessions").addColumn("client_address", "text").execute();
}
