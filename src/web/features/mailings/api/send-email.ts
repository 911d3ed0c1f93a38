import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendEmailAnswerSchema, type SendEmailRequest } from "../../../../shared/mailings.ts";
import { MAILING_PATHS } from "../../../../shared/paths/mailings.ts";
import { api } from "../../../lib/api.ts";

/** POST /api/admin/send-email: queues the mailing; the server answers once every copy is in the outbox. */
export const sendEmail = (payload: SendEmailRequest) =>
  api(MAILING_PATHS.send, { method: "POST", body: payload, schema: sendEmailAnswerSchema });

/** Asks for a step-up when the server wants one (a mailing to more than 50): members' dialog, loaded only then. */
const sendWithStepUp = (payload: SendEmailRequest) =>
  sendEmail(payload).catch(async (error: unknown) =>
    (await import("../../members/index.ts")).stepUpThenRetry(error, () => sendEmail(payload)),
  );

export function useSendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendWithStepUp,
    // The mail log and the dashboard's "mailings in progress" both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
