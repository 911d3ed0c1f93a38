import { callPath } from "../../../../shared/paths/call-path.ts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { z } from "zod";
import { auditEntrySchema, type AuditEntry } from "../../../../shared/audit.ts";
import { AUDIT_PATHS } from "../../../../shared/paths/audit.ts";
import { api } from "../../../lib/api.ts";

export const AUDIT_PAGE_SIZE = 50;
export const auditLogKey = ["admin", "audit-log"] as const;

export const getAuditLog = (before?: number) =>
  api(callPath(AUDIT_PATHS.log, {}, { limit: AUDIT_PAGE_SIZE, before }), {
    schema: z.array(auditEntrySchema),
  });

/** Admin actions, newest first, a page at a time ("Load more" asks for those before the last one shown). */
export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: auditLogKey,
    queryFn: ({ pageParam }) => getAuditLog(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: AuditEntry[]) => (last.length < AUDIT_PAGE_SIZE ? undefined : last.at(-1)?.id),
  });
}
