import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  eventMessageAnswerSchema,
  introducersSchema,
  introductionSchema,
  introductionsListSchema,
  type IntroductionCreate,
} from "../../../../shared/introductions.ts";
import { callPath } from "../../../../shared/paths/call-path.ts";
import { INTRODUCTION_PATHS } from "../../../../shared/paths/introductions.ts";
import { api } from "../../../lib/api.ts";

const listKey = ["introductions"] as const;

/** GET /api/members/:userId/introducers: whom she may ask to introduce her to a member. */
export const useIntroducers = (userId: number, enabled: boolean) =>
  useQuery({
    queryKey: ["introducers", userId],
    enabled,
    queryFn: () => api(callPath(INTRODUCTION_PATHS.introducers, { userId }), { schema: introducersSchema }),
  });

/** GET /api/introductions: hers, as asker, introducer or introduced. */
export const useIntroductions = () =>
  useQuery({ queryKey: listKey, queryFn: () => api(INTRODUCTION_PATHS.list, { schema: introductionsListSchema }) });

export function useAskIntroduction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IntroductionCreate) =>
      api(INTRODUCTION_PATHS.list, { method: "POST", body, schema: introductionSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

/** Forward (with a note), accept or decline: the list and her conversations are read again after. */
export function useIntroductionStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, step, note }: { id: string; step: "forward" | "accept" | "decline"; note?: string }) =>
      api(callPath(INTRODUCTION_PATHS[step], { id }), {
        method: "POST",
        ...(step === "forward" ? { body: { note } } : {}),
        schema: introductionSchema,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: listKey });
      await queryClient.invalidateQueries({ queryKey: ["conversations"] });
    },
  });
}

/** POST /api/events/:id/messages: the organiser writes to all participants. */
export const useEventMessage = (eventId: string) =>
  useMutation({
    mutationFn: (text: string) =>
      api(callPath(INTRODUCTION_PATHS.eventMessage, { id: eventId }), {
        method: "POST",
        body: { text },
        schema: eventMessageAnswerSchema,
      }),
  });
