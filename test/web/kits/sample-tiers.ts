import type { Tier } from "../../../src/shared/membership.ts";

/** A tier as GET /api/tiers answers it, for component tests: by invitation (fee 0) unless `overrides` say otherwise. */
export function sampleTier(id: string, name: string, overrides: Partial<Tier> = {}): Tier {
  return {
    id,
    name,
    description: "",
    fee_amount: 0,
    fee_period: "year",
    min_term_months: 6,
    housing_discount_pct: 50,
    exhibiting_fee: null,
    duties: { volunteering: false, committees: false, hosting_months_per_year: 0 },
    ...overrides,
  };
}

/** A stubbed server's answer to GET /api/tiers with these tiers, in US dollars. */
export const tiersAnswer =
  (...tiers: Tier[]) =>
  (url: string) =>
    url === "/api/tiers" ? { body: { currency: "USD", tiers } } : undefined;
