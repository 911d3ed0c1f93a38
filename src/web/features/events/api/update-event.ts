import { callPath } from "../../../../shared/paths/call-path.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { eventSchema, type Event, type EventUpdateInput } from "../../../../shared/events.ts";
import { EVENT_PATHS } from "../../../../shared/paths/events.ts";
import { api } from "../../../lib/api.ts";
import { eventKeys } from "./event-keys.ts";

/** PUT /api/events/:id: the original client sends the date as `date`; fields left out keep their value. */
export const updateEvent = (id: string, body: EventUpdateInput) =>
  api(callPath(EVENT_PATHS.one, { id }), { method: "PUT", body, schema: eventSchema });

/** Puts the answer in the cache under the key the page loaded it by, and refreshes the list. */
export function useUpdateEvent(routeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: EventUpdateInput }) => updateEvent(id, body),
    onSuccess: (event: Event) => {
      queryClient.setQueryData(eventKeys.one(routeId), event);
      return queryClient.invalidateQueries({ queryKey: eventKeys.list() });
    },
  });
}
