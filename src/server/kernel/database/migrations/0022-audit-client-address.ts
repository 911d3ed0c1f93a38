import type { Kysely } from "kysely";

/** The network an admin action came from (IPv4 /24, IPv6 /48; ASVS 16.1.1); null for entries written before. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("audit_log").addColumn("client_address", "text").execute();
}
