import { useMutation, useQueryClient } from "@tanstack/react-query";
import { eventSchema } from "../../../../shared/events.ts";
import type { EventCreateInput } from "../../../../shared/event-fields.ts";
import { EVENT_PATHS } from "../../../../shared/paths/events.ts";
import { api } from "../../../lib/api.ts";
import { eventKeys } from "./event-keys.ts";

export const createEvent = (body: EventCreateInput) =>
  api(EVENT_PATHS.list, { method: "POST", body, schema: eventSchema });

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.list() }),
  });
}
