import { callPath } from "../../../../shared/paths/call-path.ts";
import { okMessageSchema } from "../../../../shared/answers.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { EVENT_PATHS } from "../../../../shared/paths/events.ts";
import { api } from "../../../lib/api.ts";
import { eventKeys } from "./event-keys.ts";

export const deleteEvent = (id: string) =>
  api(callPath(EVENT_PATHS.one, { id }), { method: "DELETE", schema: okMessageSchema });

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.list() }),
  });
}
