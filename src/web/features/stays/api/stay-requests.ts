import { callPath } from "../../../../shared/paths/call-path.ts";
import { STAY_PATHS } from "../../../../shared/paths/stays.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  myTierSchema,
  staySchema,
  stayRequestSchema,
  type StayRequest,
  type StayRequestCreate,
  type StayRequestPatch,
} from "../../../../shared/stays.ts";
import { api } from "../../../lib/api.ts";
import { stayKeys } from "./stay-keys.ts";

export function useStayRequests() {
  return useQuery({
    queryKey: stayKeys.requests(),
    queryFn: () => api(STAY_PATHS.requests, { schema: z.array(stayRequestSchema) }),
  });
}

export function useStayRequest(id: string) {
  return useQuery({
    queryKey: stayKeys.request(id),
    queryFn: () => api(callPath(STAY_PATHS.request, { id }), { schema: stayRequestSchema }),
  });
}

/** The member's tier and its housing discount, for the contribution shown before she asks. */
export function useMyTier() {
  return useQuery({ queryKey: stayKeys.tier(), queryFn: () => api(STAY_PATHS.tier, { schema: myTierSchema }) });
}

/** POST /api/stays/:id/requests. */
export function useRequestStay(stayId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StayRequestCreate) =>
      api(callPath(STAY_PATHS.requestsOf, { id: stayId }), { method: "POST", body, schema: stayRequestSchema }),
    onSuccess: (request: StayRequest) => {
      queryClient.setQueryData(stayKeys.request(request.id), request);
      return queryClient.invalidateQueries({ queryKey: stayKeys.requests() });
    },
  });
}

/** PATCH /api/stay-requests/:id: accept, decline or cancel, with an optional reason. */
export function useAnswerStayRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: StayRequestPatch }) =>
      api(callPath(STAY_PATHS.request, { id }), { method: "PATCH", body, schema: stayRequestSchema }),
    onSuccess: (request: StayRequest) => {
      queryClient.setQueryData(stayKeys.request(request.id), request);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: stayKeys.requests() }),
        queryClient.invalidateQueries({ queryKey: stayKeys.all }),
      ]);
    },
  });
}

/** POST /api/stay-requests/:id/guest-book. */
export function useSignGuestBook(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      api(callPath(STAY_PATHS.guestBook, { id: requestId }), { method: "POST", body: { content }, schema: staySchema }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: stayKeys.request(requestId) }),
        queryClient.invalidateQueries({ queryKey: stayKeys.all }),
      ]),
  });
}
