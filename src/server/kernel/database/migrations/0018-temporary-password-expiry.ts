import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { timestamp } from "./column-types.ts";

/** Until when a temporary password an admin gave works (ASVS 6.4.1); null for a password the member chose. */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable("users").addColumn("temporary_password_expires_at", timestamp(dialect)).execute();
}
