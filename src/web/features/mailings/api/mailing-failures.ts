import { callPath } from "../../../../shared/paths/call-path.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { mailingFailureSchema, mailingRetryAnswerSchema } from "../../../../shared/mailings.ts";
import { MAILING_PATHS } from "../../../../shared/paths/mailings.ts";
import { api } from "../../../lib/api.ts";
import { mailingsKey } from "./get-mailings.ts";

export const failuresKey = (mailingId: number) => ["admin", "mailings", mailingId, "failures"] as const;

/** GET /api/admin/mailings/:id/failures: who a mailing did not reach, and why. */
export const getMailingFailures = (mailingId: number) =>
  api(callPath(MAILING_PATHS.failures, { id: mailingId }), { schema: z.array(mailingFailureSchema) });

/** The failures of a mailing, fetched while `enabled` (the mail log opens them on demand). */
export function useMailingFailures(mailingId: number, enabled: boolean) {
  return useQuery({ queryKey: failuresKey(mailingId), queryFn: () => getMailingFailures(mailingId), enabled });
}

/** POST /api/admin/mailings/:id/retry: the failed copies are queued again; the log and the failures refresh. */
export function useRetryFailed(mailingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api(callPath(MAILING_PATHS.retry, { id: mailingId }), { method: "POST", schema: mailingRetryAnswerSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailingsKey }),
  });
}
