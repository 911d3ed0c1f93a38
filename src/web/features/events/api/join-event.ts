import { callPath } from "../../../../shared/paths/call-path.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { eventSchema } from "../../../../shared/events.ts";
import { EVENT_PATHS } from "../../../../shared/paths/events.ts";
import { api } from "../../../lib/api.ts";
import { eventKeys } from "./event-keys.ts";

export const joinEvent = (id: string) =>
  api(callPath(EVENT_PATHS.join, { id }), { method: "POST", schema: eventSchema });

/** Joins and shows the answer (the event with its participants) at once. */
export function useJoinEvent(routeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinEvent,
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.one(routeId), event);
      return queryClient.invalidateQueries({ queryKey: eventKeys.list() });
    },
  });
}
