import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { calendarFeedSchema, type CalendarFeed } from "../../../../shared/events.ts";
import { EVENT_PATHS } from "../../../../shared/paths/events.ts";
import { api } from "../../../lib/api.ts";

export const calendarFeedKey = ["me", "calendar-feed"] as const;

export const getCalendarFeed = () => api(EVENT_PATHS.calendarFeed, { schema: calendarFeedSchema });

/** GET /api/me/calendar-feed: whether my feed is on (its URL is shown only when a new one is made). */
export function useCalendarFeed() {
  return useQuery({ queryKey: calendarFeedKey, queryFn: getCalendarFeed });
}

/** POST makes a new secret link (the old one stops working); DELETE turns the feed off. */
export function useChangeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: "renew" | "off") =>
      api<CalendarFeed>(EVENT_PATHS.calendarFeed, {
        method: action === "renew" ? "POST" : "DELETE",
        schema: calendarFeedSchema,
      }),
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedKey, feed),
  });
}
