import { useQuery } from "@tanstack/react-query";
import type { Tier } from "../../../../shared/membership.ts";
import { MEMBERSHIP_PATHS } from "../../../../shared/paths/membership.ts";
import { api } from "../../../lib/api.ts";
import { tierMoney as money } from "../../../lib/tier-fee.ts";

/** GET /api/tiers: the tiers the club sells, as admins last set them (decision 44). */
export function usePublicTiers() {
  return useQuery({
    queryKey: ["membership", "tiers"],
    // The schema (and zod) loads with the call: the public pages need no zod before they work.
    queryFn: () =>
      api(MEMBERSHIP_PATHS.publicTiers, {
        schema: () => import("../../../../shared/membership.ts").then((m) => m.publicTiersSchema),
      }),
  });
}

/** What the tier gives and asks, in short lines. */
export function tierPoints(tier: Tier, currency: string): string[] {
  const points = [
    `${tier.housing_discount_pct}% discount on vacation housing`,
    `A ${tier.min_term_months}-month minimum term`,
  ];
  if (tier.exhibiting_fee !== null)
    points.push(
      tier.exhibiting_fee > 0
        ? `Exhibiting your own creations for ${money(tier.exhibiting_fee, currency)}`
        : "Exhibiting your own creations",
    );
  if (tier.duties.volunteering) points.push("Volunteering at the club's events");
  if (tier.duties.committees) points.push("A seat on the club's committees");
  if (tier.duties.hosting_months_per_year > 0)
    points.push(
      `Hosts a vacation house at least ${tier.duties.hosting_months_per_year} month${tier.duties.hosting_months_per_year > 1 ? "s" : ""} per year`,
    );
  return points;
}
