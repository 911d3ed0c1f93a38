import type { Db } from "../../kernel/database/database.ts";
import type { Outbox } from "../outbox/index.ts";
import { changeRequestsRoutes } from "./change-requests-routes.ts";
import { changeRequestsService } from "./change-requests-service.ts";
import { duesRoutes } from "./dues-routes.ts";
import { duesService, type PaymentProvider } from "./dues-service.ts";
import { membershipRoutes } from "./routes.ts";
import { membershipService } from "./service.ts";

/**
 * The club's membership as one model (decision 44): tiers as data, a member's tier and term, her state; and her dues
 * (decision 48): the ledger admins record payments and charges in, receipts, renewals, reminders; and her requests to
 * change tier (decision 52).
 */
export function createMembership(deps: {
  db: Db;
  currency: () => Promise<string>;
  mail: Pick<Outbox, "enqueue">;
  /** The club's name as its admins set it (club settings), which receipts carry. */
  clubName: () => Promise<string>;
  provider?: PaymentProvider;
}) {
  const dues = duesService(deps);
  const service = membershipService({ ...deps, dues });
  const changeRequests = changeRequestsService(deps);
  return {
    service,
    dues,
    changeRequests,
    routes: [...membershipRoutes(service), ...duesRoutes(dues), ...changeRequestsRoutes(changeRequests)],
  };
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
export { duesRemindersJob } from "./reminders.ts";
export { exhibitingFees } from "./exhibiting-fees.ts";
