import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { EVENT_PATHS } from "../../../../shared/paths/events.ts";
import { api } from "../../../lib/api.ts";

const eventOptionSchema = z.object({ id: z.string(), title: z.string() });
export type EventOption = z.infer<typeof eventOptionSchema>;

/** The gallery's own key: the events feature caches whole events under its keys. */
export const eventOptionsKey = ["gallery", "event-options"] as const;

/** GET /api/events, of which the gallery reads id and title, by title. */
export const getEventOptions = async () =>
  (await api(EVENT_PATHS.list, { schema: z.array(eventOptionSchema) })).sort((a, b) => a.title.localeCompare(b.title));

export function useEventOptions() {
  return useQuery({ queryKey: eventOptionsKey, queryFn: getEventOptions, staleTime: 60_000 });
}
