/** The calls of audit, as the server routes them; the web fills their parameters with `callPath`. */
export const AUDIT_PATHS = {
  log: "/api/admin/audit-log",
} as const;
