import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { EVENT_PATHS, memberSearchResultSchema } from "../../../../shared/events.ts";
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
      api("/api/admin/tier-discounts", { method: "PUT", body, schema: tierDiscountsSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stayKeys.tier() }),
  });
}

/** PUT /api/admin/members/:userId/tier (admins). */
export function useSetMemberTier() {
  return useMutation({
    mutationFn: ({ userId, tier }: { userId: number; tier: MembershipTier | null }) =>
      api(`/api/admin/members/${userId}/tier`, {
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
    queryFn: () =>
      api(`${EVENT_PATHS.memberSearch}?${new URLSearchParams({ q })}`, { schema: z.array(memberSearchResultSchema) }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}
