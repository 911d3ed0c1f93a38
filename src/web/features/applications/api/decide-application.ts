import { callPath } from "../../../../shared/paths/call-path.ts";
import { APPLICATION_REVIEW_PATHS } from "../../../../shared/paths/application-review.ts";
import { okMessageSchema } from "../../../../shared/answers.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { MEMBERSHIP_PATHS } from "../../../../shared/paths/membership.ts";
import { type Application } from "../../../../shared/application-review.ts";
import { api } from "../../../lib/api.ts";
import type { MemberType } from "../../../../shared/member-limits.ts";
import { applicationsKey } from "./get-applications.ts";
import { APPLICATION_ANSWER_TEXTS } from "../../../../shared/texts/applications.ts";

const VOTE_COUNTED = APPLICATION_ANSWER_TEXTS.voteCounted(0, 0, 0).split(":")[0]!;

interface Decision {
  id: number;
  accepted: boolean;
  /** When accepting: the member type she will be (by default the one she applied for). */
  memberType?: MemberType;
  /** When accepting: her tier, one the type allows (decision 52); null or absent: none yet. */
  tier?: string | null;
}

/** PATCH /api/applications/:id/status: accept or reject a pending application. */
export const decideApplication = ({ id, accepted, memberType, tier }: Decision) =>
  api(callPath(APPLICATION_REVIEW_PATHS.decide, { id }), {
    method: "PATCH",
    body: accepted ? { accepted, ...(memberType ? { memberType } : {}), ...(tier ? { tier } : {}) } : { accepted },
    schema: okMessageSchema,
  });

/** On success the list is updated locally, without fetching it again. */
export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideApplication,
    onSuccess: (answer, { id, accepted }) => {
      // With more than one vote needed (decision 0050) the decision only counted as this admin's vote: read again.
      if (answer.message.startsWith(VOTE_COUNTED)) return queryClient.invalidateQueries({ queryKey: applicationsKey });
      return queryClient.setQueryData<Application[]>(applicationsKey, (list) =>
        list?.map((a) => (a.id === id ? { ...a, accepted } : a)),
      );
    },
  });
}

/** The tiers the club sells (GET /api/tiers), for the acceptance's choice of tier. */
export function useClubTiers() {
  return useQuery({
    queryKey: ["membership", "tiers"],
    queryFn: () =>
      api(MEMBERSHIP_PATHS.publicTiers, {
        schema: () => import("../../../../shared/membership.ts").then((m) => m.publicTiersSchema),
      }),
  });
}
