import type { Db } from "../../kernel/database/database.ts";
import { currentClientAddress, truncatedAddress } from "../../kernel/http/client-address.ts";

export interface AuditRecord {
  actorUserId: number | null;
  /** What happened, e.g. "invitation-code.create". */
  action: string;
  /** What it happened to, e.g. "invitation-code:SPRING-2027" or "user:12". */
  target?: string;
  details?: Record<string, unknown>;
}

export function auditRepository(db: Db) {
  return {
    async record(entry: AuditRecord) {
      await db
        .insertInto("audit_log")
        .values({
          actor_user_id: entry.actorUserId,
          action: entry.action,
          target: entry.target ?? null,
          details: entry.details ? JSON.stringify(entry.details) : null,
          created_at: Date.now(),
          // The network the request came from, never the exact address (docs/security.md, 16.1.1).
          client_address: truncatedAddress(currentClientAddress()),
        })
        .execute();
    },

    /** Newest first; `beforeId` pages further back. */
    list({ limit, beforeId }: { limit: number; beforeId?: number | undefined }) {
      let query = db
        .selectFrom("audit_log")
        .leftJoin("users", "users.user_id", "audit_log.actor_user_id")
        .select([
          "audit_log.id",
          "audit_log.actor_user_id",
          "users.name as actor_name",
          "audit_log.action",
          "audit_log.target",
          "audit_log.details",
          "audit_log.created_at",
        ])
        .orderBy("audit_log.id", "desc")
        .limit(limit);
      if (beforeId !== undefined) query = query.where("audit_log.id", "<", beforeId);
      return query.execute();
    },

    /** The names of the members and applicants with these ids (the targets of a page of entries). */
    async targetNames({ userIds, applicationIds }: { userIds: number[]; applicationIds: number[] }) {
      const users =
        userIds.length === 0
          ? []
          : await db.selectFrom("users").select(["user_id as id", "name"]).where("user_id", "in", userIds).execute();
      const applications =
        applicationIds.length === 0
          ? []
          : await db
              .selectFrom("applications")
              .select(["id", "full_name as name"])
              .where("id", "in", applicationIds)
              .execute();
      return {
        user: new Map(users.map((row) => [Number(row.id), row.name])),
        application: new Map(applications.map((row) => [Number(row.id), row.name])),
      };
    },
  };
}

export type AuditRepository = ReturnType<typeof auditRepository>;
