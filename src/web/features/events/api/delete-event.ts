import { callPath } from "../../../../shared/paths/call-path.ts";
import { okMessageSchema } from "../../../../shared/answers.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { EVENT_PATHS } from "../../../../shared/paths/events.ts";
import type { SeriesScope } from "../../../../shared/event-series.ts";
import { api } from "../../../lib/api.ts";
import { eventKeys } from "./event-keys.ts";

/** With scope `following`, the later dates of its series go too. */
export const deleteEvent = (id: string, scope: SeriesScope = "this") =>
  api(`${callPath(EVENT_PATHS.one, { id })}${scope === "following" ? "?scope=following" : ""}`, {
    method: "DELETE",
    schema: okMessageSchema,
  });

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, scope }: { id: string; scope?: SeriesScope }) => deleteEvent(id, scope),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.list() }),
  });
}
