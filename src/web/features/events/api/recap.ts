import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { recapAnswerSchema, recapSentSchema, type RecapDraft } from "../../../../shared/event-recaps.ts";
import { callPath } from "../../../../shared/paths/call-path.ts";
import { EVENT_PATHS } from "../../../../shared/paths/events.ts";
import { api } from "../../../lib/api.ts";

const recapKey = (eventId: string) => ["events", eventId, "recap"] as const;

/** GET /api/events/:id/recap: the recap as she may see it (its draft only for who may write it). */
export const useRecap = (eventId: string, enabled: boolean) =>
  useQuery({
    queryKey: recapKey(eventId),
    enabled,
    queryFn: () => api(callPath(EVENT_PATHS.recap, { id: eventId }), { schema: recapAnswerSchema }),
  });

/** PUT /api/events/:id/recap: the draft, whole. */
export function useSaveRecap(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: RecapDraft) =>
      api(callPath(EVENT_PATHS.recap, { id: eventId }), { method: "PUT", body: draft, schema: recapAnswerSchema }),
    onSuccess: (answer) => queryClient.setQueryData(recapKey(eventId), answer),
  });
}

/** POST /api/events/:id/recap/send: once. */
export function useSendRecap(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api(callPath(EVENT_PATHS.sendRecap, { id: eventId }), { method: "POST", schema: recapSentSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recapKey(eventId) }),
  });
}
