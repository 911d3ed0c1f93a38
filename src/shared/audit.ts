import { z } from "zod";
import { countParam, idParam } from "./integers.ts";

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.object({ user_id: z.number().int(), name: z.string() }).nullable(),
  action: z.string(),
  target: z.string().nullable(),
  /** The name of the member or applicant the target is (user:N, application:N), for the log to read in words. */
  target_name: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  limit: countParam(1, 200).default(50),
  before: idParam().optional(),
});
