import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { EVENT_PATHS, eventSchema } from "../../../../shared/events.ts";
import { PROFILE_PATHS, homeSchema } from "../../../../shared/profiles.ts";
import { api } from "../../../lib/api.ts";

export const homeKey = ["members-home"] as const;

/** GET /api/me/home: everything her home shows, in one call. */
export const getHome = () => api(PROFILE_PATHS.home, { schema: homeSchema });

export function useMembersHome() {
  return useQuery({ queryKey: homeKey, queryFn: getHome });
}

/** Accepts (joins) or declines an invitation from her home; the home is read again. */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, answer }: { eventId: string; answer: "accept" | "decline" }) =>
      api(answer === "accept" ? EVENT_PATHS.join(eventId) : `${EVENT_PATHS.one(eventId)}/decline`, {
        method: "POST",
        schema: eventSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: homeKey }),
  });
}
