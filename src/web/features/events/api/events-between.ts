import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { eventSchema } from "../../../../shared/events.ts";
import { EVENT_PATHS } from "../../../../shared/paths/events.ts";
import { api } from "../../../lib/api.ts";

/**
 * Under `eventKeys.list()`, so that what refreshes the list refreshes this window too; spelled here because the
 * month grid's chunk would otherwise split event-keys.ts out of the chunk the pages share (events-between.test.ts
 * holds the two together).
 */
export const betweenKey = (from: string, to: string) => ["events", "list", from, to] as const;

/** The events starting from one day to before another (days in the club's zone), by start. */
export const listEventsBetween = (from: string, to: string) =>
  api(`${EVENT_PATHS.list}?${new URLSearchParams({ from, to })}`, { schema: z.array(eventSchema) });

export function useEventsBetween(from: string, to: string, enabled: boolean) {
  return useQuery({ queryKey: betweenKey(from, to), queryFn: () => listEventsBetween(from, to), enabled });
}
