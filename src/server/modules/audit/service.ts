import type { Db } from "../../kernel/database/database.ts";
import type { AuditEntry } from "../../../shared/audit.ts";
import { auditRepository, type AuditRecord } from "./repository.ts";

type AuditRow = Awaited<ReturnType<ReturnType<typeof auditRepository>["list"]>>[number];

type TargetNames = Awaited<ReturnType<ReturnType<typeof auditRepository>["targetNames"]>>;

/** "user:12" → { kind: "user", id: 12 }; other targets have no name to look up. */
function namedTarget(target: string | null): { kind: "user" | "application"; id: number } | null {
  const match = /^(user|application):(\d{1,15})$/.exec(target ?? "");
  return match ? { kind: match[1] as "user" | "application", id: Number(match[2]) } : null;
}

function toAuditEntry(row: AuditRow, names: TargetNames): AuditEntry {
  const named = namedTarget(row.target);
  return {
    id: row.id,
    actor: row.actor_user_id === null ? null : { user_id: row.actor_user_id, name: row.actor_name ?? "" },
    action: row.action,
    target: row.target,
    target_name: named ? (names[named.kind].get(named.id) ?? null) : null,
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
    const rows = await audit.list(query);
    const targets = rows.map((row) => namedTarget(row.target)).filter((target) => target !== null);
    const idsOf = (kind: "user" | "application") => [
      ...new Set(targets.filter((target) => target.kind === kind).map((target) => target.id)),
    ];
    const names = await audit.targetNames({ userIds: idsOf("user"), applicationIds: idsOf("application") });
    return rows.map((row) => toAuditEntry(row, names));
  }

  return { list };
}

export type AuditService = ReturnType<typeof auditService>;
