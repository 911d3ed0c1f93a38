import { useMutation, useQueryClient } from "@tanstack/react-query";
import { eventSchema } from "../../../../shared/events.ts";
import type { SeriesScope } from "../../../../shared/event-series.ts";
import { callPath } from "../../../../shared/paths/call-path.ts";
import { EVENT_PATHS } from "../../../../shared/paths/events.ts";
import { api } from "../../../lib/api.ts";
import { eventKeys } from "./event-keys.ts";

export const cancelEvent = ({ id, reason, scope }: { id: string; reason: string; scope?: SeriesScope }) =>
  api(callPath(EVENT_PATHS.cancel, { id }), { method: "POST", body: { reason, scope }, schema: eventSchema });

/** Cancels and shows the answer (the event with its Cancelled banner) at once. */
export function useCancelEvent(routeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEvent,
    onSuccess: (event, { scope }) => {
      queryClient.setQueryData(eventKeys.one(routeId), event);
      return queryClient.invalidateQueries({ queryKey: scope === "following" ? eventKeys.all : eventKeys.list() });
    },
  });
}
