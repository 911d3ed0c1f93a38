import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { eventSchema } from "../../../../shared/events.ts";
import { EVENT_PATHS } from "../../../../shared/paths/events.ts";
import { api } from "../../../lib/api.ts";
import { eventKeys } from "./event-keys.ts";

/** Every event the member may see, by start date ascending. */
export const listEvents = () => api(EVENT_PATHS.list, { schema: z.array(eventSchema) });

export function useEvents() {
  return useQuery({ queryKey: eventKeys.list(), queryFn: listEvents });
}
