import type { Db } from "../../kernel/database/database.ts";
import { membershipRoutes } from "./routes.ts";
import { membershipService } from "./service.ts";

/** The club's membership as one model (decision 44): tiers as data, a member's tier and term, her state. */
export function createMembership(deps: { db: Db; currency: () => Promise<string> }) {
  const service = membershipService(deps);
  return { service, routes: membershipRoutes(service) };
}

export { assertTierAllowed, housingDiscountOf, tierAllowedFor } from "./service.ts";
