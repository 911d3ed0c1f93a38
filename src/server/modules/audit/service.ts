import type { Db } from "../../db/database.ts";
import { auditRepository, type AuditRecord } from "./repository.ts";

/** Writes one entry to the audit log, inside the caller's transaction when given one. */
export async function recordAudit(trx: Db, entry: AuditRecord) {
  await auditRepository(trx).record(entry);
}
