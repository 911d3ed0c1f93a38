import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import * as accounts from "./0001-accounts.ts";
import * as invitationCodesAndAudit from "./0003-invitation-codes-and-audit.ts";

export interface VersionedMigration {
  up(db: Kysely<unknown>, dialect: Dialect): Promise<void>;
}

/** Every migration, in order. Names are permanent: add new ones at the end, never rename. */
export const migrations: Record<string, VersionedMigration> = {
  "0001-accounts": accounts,
  "0003-invitation-codes-and-audit": invitationCodesAndAudit,
};
