import { callPath } from "../../../../shared/paths/call-path.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { eventSchema, type Event } from "../../../../shared/events.ts";
import type { EventUpdateInScopeInput } from "../../../../shared/event-series.ts";
import { EVENT_PATHS } from "../../../../shared/paths/events.ts";
import { api } from "../../../lib/api.ts";
import { eventKeys } from "./event-keys.ts";

/** PUT /api/events/:id: the original client sends the date as `date`; fields left out keep their value. */
export const updateEvent = (id: string, body: EventUpdateInScopeInput) =>
  api(callPath(EVENT_PATHS.one, { id }), { method: "PUT", body, schema: eventSchema });

/** Puts the answer in the cache under the key the page loaded it by, and refreshes the list (and, for later dates of a series, their pages). */
export function useUpdateEvent(routeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: EventUpdateInScopeInput }) => updateEvent(id, body),
    onSuccess: (event: Event, { body }) => {
      queryClient.setQueryData(eventKeys.one(routeId), event);
      return queryClient.invalidateQueries({ queryKey: body.scope === "following" ? eventKeys.all : eventKeys.list() });
    },
  });
}
