import { callPath } from "../../../../shared/paths/call-path.ts";
import { useQuery } from "@tanstack/react-query";
import { eventSchema } from "../../../../shared/events.ts";
import { EVENT_PATHS } from "../../../../shared/paths/events.ts";
import { api } from "../../../lib/api.ts";

/** GET /api/events/:id, for an announcement's subject and its participants. */
export const getAnnouncedEvent = (id: string) => api(callPath(EVENT_PATHS.one, { id }), { schema: eventSchema });

export function useAnnouncedEvent(id: string | null) {
  return useQuery({ queryKey: ["mail", "event", id], queryFn: () => getAnnouncedEvent(id!), enabled: id !== null });
}
