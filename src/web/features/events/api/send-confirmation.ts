import { okMessageSchema } from "../../../../shared/answers.ts";
import { useMutation } from "@tanstack/react-query";
import { EVENT_PATHS } from "../../../../shared/paths/events.ts";
import { api } from "../../../lib/api.ts";

/** Emails the member a confirmation of the event she joined. */
export const sendConfirmation = (body: { eventId: string; userId: number }) =>
  api(EVENT_PATHS.sendConfirmation, { method: "POST", body, schema: okMessageSchema });

export function useSendConfirmation() {
  return useMutation({ mutationFn: sendConfirmation });
}
