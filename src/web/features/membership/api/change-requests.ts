import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  MEMBERSHIP_PATHS,
  changeRequestSchema,
  changeRequestsSchema,
  myChangeRequestSchema,
} from "../../../../shared/membership.ts";
import { fillPath } from "../../../../shared/paths/call-path.ts";
import { api } from "../../../lib/api.ts";

/** Decision 52: her request to change tier, and the admins' list. */
export const useMyChangeRequest = () =>
  useQuery({
    queryKey: ["membership", "my-change-request"],
    queryFn: () => api(MEMBERSHIP_PATHS.myChangeRequest, { schema: myChangeRequestSchema }),
  });

export function useAskChangeRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { tier_id: string; note?: string }) =>
      api(MEMBERSHIP_PATHS.myChangeRequest, { method: "POST", body, schema: changeRequestSchema }),
    onSuccess: (request) => client.setQueryData(["membership", "my-change-request"], { request }),
  });
}

export const useChangeRequests = () =>
  useQuery({
    queryKey: ["membership", "change-requests"],
    queryFn: () => api(MEMBERSHIP_PATHS.changeRequests, { schema: changeRequestsSchema }),
  });

export function useAnswerChangeRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: "approve" | "decline" }) =>
      api(
        fillPath(answer === "approve" ? MEMBERSHIP_PATHS.approveChangeRequest : MEMBERSHIP_PATHS.declineChangeRequest, {
          id,
        }),
        { method: "POST", schema: changeRequestSchema },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ["membership"] }),
  });
}
