import { callPath } from "../../../../shared/paths/call-path.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { joinAnswerSchema } from "../../../../shared/event-seats.ts";
import { EVENT_PATHS } from "../../../../shared/paths/events.ts";
import { api } from "../../../lib/api.ts";
import { eventKeys } from "./event-keys.ts";

export const joinEvent = ({ id, guests }: { id: string; guests?: string[] | undefined }) =>
  api(callPath(EVENT_PATHS.join, { id }), {
    method: "POST",
    ...(guests?.length ? { body: { guests } } : {}),
    schema: joinAnswerSchema,
  });

/** Joins (or takes a place on the waitlist) and shows the answer (the event with its participants) at once. */
export function useJoinEvent(routeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinEvent,
    onSuccess: ({ status: _status, position: _position, ...event }) => {
      queryClient.setQueryData(eventKeys.one(routeId), event);
      return queryClient.invalidateQueries({ queryKey: eventKeys.list() });
    },
  });
}
