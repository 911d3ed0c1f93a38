import { useMutation, useQueryClient } from "@tanstack/react-query";
import { eventSchema } from "../../../../shared/events.ts";
import { callPath } from "../../../../shared/paths/call-path.ts";
import { EVENT_PATHS } from "../../../../shared/paths/events.ts";
import { api } from "../../../lib/api.ts";
import { eventKeys } from "./event-keys.ts";

export const cancelEvent = ({ id, reason }: { id: string; reason: string }) =>
  api(callPath(EVENT_PATHS.cancel, { id }), { method: "POST", body: { reason }, schema: eventSchema });

/** Cancels and shows the answer (the event with its Cancelled banner) at once. */
export function useCancelEvent(routeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEvent,
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.one(routeId), event);
      return queryClient.invalidateQueries({ queryKey: eventKeys.list() });
    },
  });
}
