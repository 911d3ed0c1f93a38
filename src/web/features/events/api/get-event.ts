import { callPath } from "../../../../shared/paths/call-path.ts";
import { useQuery } from "@tanstack/react-query";
import { eventSchema } from "../../../../shared/events.ts";
import { EVENT_PATHS } from "../../../../shared/paths/events.ts";
import { api } from "../../../lib/api.ts";
import { eventKeys } from "./event-keys.ts";

/** One event by id or slug. */
export const getEvent = (id: string) => api(callPath(EVENT_PATHS.one, { id }), { schema: eventSchema });

export function useEvent(id: string) {
  return useQuery({ queryKey: eventKeys.one(id), queryFn: () => getEvent(id) });
}
