import type { Db } from "../../kernel/database/database.ts";
import type { Outbox } from "../outbox/index.ts";
import { applicationRoutes } from "./routes.ts";
import { applicationsService } from "./service.ts";

/** Applications to join: anyone with a code applies, admins decide, an acceptance invites her to register. */
export function createApplications(deps: {
  db: Db;
  mail: Pick<Outbox, "enqueue">;
  mailServer: boolean;
  /** The club setting `country`: a phone written the national way is read as one of it. */
  clubCountry: () => Promise<string>;
  /** The club setting `votes_needed` (decision 0050). */
  votesNeeded?: () => Promise<number>;
}) {
  const service = applicationsService(deps);
  return { service, routes: applicationRoutes(service) };
}

export { acceptedPropertyOf } from "./service.ts";
