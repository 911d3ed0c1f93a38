import { useMutation, useQuery } from "@tanstack/react-query";
import { okMessageSchema } from "../../../../shared/answers.ts";
import { callPath } from "../../../../shared/paths/call-path.ts";
import { SPONSORSHIP_PATHS } from "../../../../shared/paths/sponsorships.ts";
import { sponsorshipRequestSchema, type SponsorshipAnswer } from "../../../../shared/sponsorships.ts";
import { api } from "../../../lib/api.ts";

/** GET /api/sponsorships/:token: what the named sponsor is asked about (decision 0068). */
export function useSponsorshipRequest(token: string) {
  return useQuery({
    queryKey: ["sponsorships", token],
    queryFn: () => api(callPath(SPONSORSHIP_PATHS.one, { token }), { schema: sponsorshipRequestSchema }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** POST /api/sponsorships/:token: she confirms with her words, or declines; once. */
export function useAnswerSponsorship(token: string) {
  return useMutation({
    mutationFn: (answer: SponsorshipAnswer) =>
      api(callPath(SPONSORSHIP_PATHS.one, { token }), { method: "POST", body: answer, schema: okMessageSchema }),
  });
}
