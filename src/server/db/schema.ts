import type { Generated } from "kysely";

/** Timestamps are milliseconds since the epoch; flags are 0 or 1 (one representation on SQLite and PostgreSQL). */
export interface UsersTable {
  user_id: Generated<number>;
  name: string;
  email: string;
  type: string;
  admin: number;
  password_hash: string | null;
  active: Generated<number>;
  must_change_password: Generated<number>;
  failed_logins: Generated<number>;
  locked_until: number | null;
  created_at: number;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created_at: number;
  last_seen_at: number;
  user_agent: string | null;
}

export interface RateLimitsTable {
  bucket: string;
  window_start: number;
  hits: number;
}

export interface InvitationCodesTable {
  code: string;
  max_uses: number | null;
  uses: Generated<number>;
  expires_at: number | null;
  note: string | null;
  revoked: Generated<number>;
  created_by: number | null;
  created_at: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_user_id: number | null;
  action: string;
  target: string | null;
  details: string | null;
  created_at: number;
}

export interface Tables {
  users: UsersTable;
  sessions: SessionsTable;
  rate_limits: RateLimitsTable;
  invitation_codes: InvitationCodesTable;
  audit_log: AuditLogTable;
}
