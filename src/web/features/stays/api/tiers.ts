import { STAY_PATHS } from "../../../../shared/paths/stays.ts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { memberSearchResultSchema } from "../../../../shared/events.ts";
import { callPath } from "../../../../shared/paths/call-path.ts";
import { EVENT_PATHS } from "../../../../shared/paths/events.ts";
import {
  memberTierSchema,
  tierDiscountsSchema,
  type MembershipTier,
  type TierDiscounts,
} from "../../../../shared/stays.ts";
import { api } from "../../../lib/api.ts";
import { stayKeys } from "./stay-keys.ts";

/** PUT /api/admin/tier-discounts (admins). */
export function useSetDiscounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TierDiscounts) =>
      api(STAY_PATHS.tierDiscounts, { method: "PUT", body, schema: tierDiscountsSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stayKeys.tier() }),
  });
}

/** PUT /api/admin/members/:userId/tier (admins). */
export function useSetMemberTier() {
  return useMutation({
    mutationFn: ({ userId, tier }: { userId: number; tier: MembershipTier | null }) =>
      api(callPath(STAY_PATHS.memberTier, { userId }), {
        method: "PUT",
        body: { tier },
        schema: memberTierSchema.extend({ user_id: z.number() }),
      }),
  });
}

/** Members by part of a name (the invite dialog's search). */
export function useMemberSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ["members", "search", q],
    queryFn: () => api(callPath(EVENT_PATHS.memberSearch, {}, { q }), { schema: z.array(memberSearchResultSchema) }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}
