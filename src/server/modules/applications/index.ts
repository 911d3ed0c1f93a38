import type { Db } from "../../kernel/database/database.ts";
import { signedTokens } from "../../kernel/tokens/signed-tokens.ts";
import type { Outbox } from "../outbox/index.ts";
import { applicationRoutes } from "./routes.ts";
import { applicationsService } from "./service.ts";
import { sponsorshipRoutes } from "./sponsorship-routes.ts";
import { sponsorshipsService } from "./sponsorships.ts";

/** What the sponsor's link is signed for: a key of its own, derived from the server's secret. */
const SPONSORSHIP_PURPOSE = "sponsorship-link";

/**
 * Applications to join: anyone with a code applies (naming a sponsor if she likes, who is asked to vouch), admins
 * vote, an acceptance invites her to register.
 */
export function createApplications(deps: {
  db: Db;
  mail: Pick<Outbox, "enqueue">;
  mailServer: boolean;
  /** The club setting `country`: a phone written the national way is read as one of it. */
  clubCountry: () => Promise<string>;
  /** The server's secret: the sponsor's link is signed with a key derived from it (decision 0068). */
  secret: string;
  /** The club setting `votes_needed` (decision 0050). */
  votesNeeded?: () => Promise<number>;
  now?: () => number;
}) {
  const sponsors = sponsorshipsService({ ...deps, tokens: signedTokens(deps.secret, SPONSORSHIP_PURPOSE) });
  const service = applicationsService({ ...deps, sponsors });
  return {
    service,
    routes: [...applicationRoutes(service), ...sponsorshipRoutes(sponsors)],
  };
}

export { acceptedPropertyOf } from "./service.ts";
