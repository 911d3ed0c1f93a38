import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { eventSchema } from "../../../../shared/events.ts";
import { callPath } from "../../../../shared/paths/call-path.ts";
import { EVENT_PATHS } from "../../../../shared/paths/events.ts";
import { HOME_PATHS } from "../../../../shared/paths/home.ts";
import { homeSchema } from "../../../../shared/profiles.ts";
import { api } from "../../../lib/api.ts";

export const homeKey = ["members-home"] as const;

/** GET /api/me/home: everything her home shows, in one call. */
export const getHome = () => api(HOME_PATHS.home, { schema: homeSchema });

export function useMembersHome() {
  return useQuery({ queryKey: homeKey, queryFn: getHome });
}

/** Accepts (joins) or declines an invitation from her home; the home is read again. */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, answer }: { eventId: string; answer: "accept" | "decline" }) =>
      api(callPath(answer === "accept" ? EVENT_PATHS.join : EVENT_PATHS.decline, { id: eventId }), {
        method: "POST",
        schema: eventSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: homeKey }),
  });
}
