import { callPath } from "../../../../shared/paths/call-path.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { mailingApproveAnswerSchema, mailingCancelAnswerSchema } from "../../../../shared/mailings.ts";
import { MAILING_PATHS } from "../../../../shared/paths/mailings.ts";
import { api } from "../../../lib/api.ts";
import { mailingsKey } from "./get-mailings.ts";

/** POST /api/admin/mailings/:id/approve: a second admin stands behind a mailing (decision 0051). */
export const approveMailing = (mailingId: number) =>
  api(callPath(MAILING_PATHS.approve, { id: mailingId }), { method: "POST", schema: mailingApproveAnswerSchema });

/** POST /api/admin/mailings/:id/cancel: its copies not yet sent are withdrawn. */
export const cancelMailing = (mailingId: number) =>
  api(callPath(MAILING_PATHS.cancel, { id: mailingId }), { method: "POST", schema: mailingCancelAnswerSchema });

/** Approving asks for a step-up when the server wants one (the members' dialog, loaded only then). */
const approveWithStepUp = (mailingId: number) =>
  approveMailing(mailingId).catch(async (error: unknown) =>
    (await import("../../members/index.ts")).stepUpThenRetry(error, () => approveMailing(mailingId)),
  );

/** `onDone` hears the server's answer before the log is read again (in which the mailing may no longer wait). */
export function useApproveMailing(mailingId: number, onDone?: (message: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => approveWithStepUp(mailingId),
    onSuccess: (answer) => onDone?.(answer.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailingsKey }),
  });
}

export function useCancelMailing(mailingId: number, onDone?: (message: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelMailing(mailingId),
    onSuccess: (answer) => onDone?.(answer.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
