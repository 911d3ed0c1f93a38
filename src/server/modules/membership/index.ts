import type { Db } from "../../kernel/database/database.ts";
import type { Outbox } from "../outbox/index.ts";
import { duesRoutes } from "./dues-routes.ts";
import { duesService, type PaymentProvider } from "./dues-service.ts";
import { membershipRoutes } from "./routes.ts";
import { membershipService } from "./service.ts";

/**
 * The club's membership as one model (decision 44): tiers as data, a member's tier and term, her state; and her dues
 * (decision 48): the ledger admins record payments and charges in, receipts, renewals, reminders.
 */
export function createMembership(deps: {
  db: Db;
  currency: () => Promise<string>;
  mail: Pick<Outbox, "enqueue">;
  clubName: string;
  provider?: PaymentProvider;
}) {
  const dues = duesService(deps);
  const service = membershipService({ ...deps, dues });
  return { service, dues, routes: [...membershipRoutes(service), ...duesRoutes(dues)] };
}

export {
  assertTierAllowed,
  assertTierForType,
  housingDiscountOf,
  startWithTier,
  tierAllowedFor,
  tiersPriced,
} from "./service.ts";
export { duesService, manualPayments, type PaymentProvider } from "./dues-service.ts";
export { startDuesReminders } from "./reminders.ts";
