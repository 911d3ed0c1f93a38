import { callPath } from "../../../../shared/paths/call-path.ts";
import { APPLICATION_REVIEW_PATHS } from "../../../../shared/paths/application-review.ts";
import { okMessageSchema } from "../../../../shared/answers.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApplicationVoteBody } from "../../../../shared/application-review.ts";
import { api } from "../../../lib/api.ts";
import { applicationsKey } from "./get-applications.ts";

/** POST /api/applications/:id/votes: this admin's one vote (decision 0050). */
export const voteOnApplication = ({ id, ...body }: ApplicationVoteBody & { id: number }) =>
  api(callPath(APPLICATION_REVIEW_PATHS.vote, { id }), { method: "POST", body, schema: okMessageSchema });

/** On success the list is read again: the vote may have decided the application, or only been counted. */
export function useVoteOnApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voteOnApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationsKey }),
  });
}
