import type { Db } from "../../db/database.ts";
import type { AuditEntry } from "../../../shared/audit.ts";
import { auditRepository, type AuditRecord } from "./repository.ts";

type AuditRow = Awaited<ReturnType<ReturnType<typeof auditRepository>["list"]>>[number];

function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actor: row.actor_user_id === null ? null : { user_id: row.actor_user_id, name: row.actor_name ?? "" },
    action: row.action,
    target: row.target,
    details: row.details ? (JSON.parse(row.details) as Record<string, unknown>) : null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** Writes one entry to the audit log, inside the caller's transaction when given one. */
export async function recordAudit(trx: Db, entry: AuditRecord) {
  await auditRepository(trx).record(entry);
}

/** The audit log as admins read it (the route's admin guard decides who asks). */
export function auditService(db: Db) {
  const audit = auditRepository(db);

  /** Admin actions, newest first. */
  async function list(query: { limit: number; beforeId?: number | undefined }): Promise<AuditEntry[]> {
    return (await audit.list(query)).map(toAuditEntry);
  }

  return { list };
}
