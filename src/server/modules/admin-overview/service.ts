import type { Database } from "../../kernel/database/database.ts";
import { OVERVIEW_LIMITS, type AdminOverview } from "../../../shared/admin-overview.ts";
import { mailLog } from "../mailings/index.ts";
import { toMailingInProgress, toMemberCounts, toNextEvent } from "./mapper.ts";
import { adminOverviewRepository } from "./repository.ts";

const DAY_MS = 86_400_000;

/** The admin dashboard's "club at a glance"; the route's admin guard decides who asks. */
export function adminOverviewService(database: Database, mail: { mailServer: boolean }) {
  const overview = adminOverviewRepository(database.db);
  const log = mailLog(database, mail);

  async function read(now = Date.now()): Promise<AdminOverview> {
    const [pendingApplications, members, upcoming, next, mailings, failedMail] = await Promise.all([
      overview.pendingApplications(),
      overview.memberCounts(),
      overview.upcomingEventCount(now, OVERVIEW_LIMITS.upcomingDays),
      overview.nextEvents(now, OVERVIEW_LIMITS.nextEvents),
      overview.mailingsInProgress(OVERVIEW_LIMITS.mailingsInProgress),
      log.failedSince(now - OVERVIEW_LIMITS.failedMailDays * DAY_MS, OVERVIEW_LIMITS.failedMailShown),
    ]);
    return {
      pendingApplications,
      members: toMemberCounts(members),
      upcomingEvents: { count: upcoming, next: next.map(toNextEvent) },
      mailingsInProgress: mailings.map(toMailingInProgress),
      failedMail,
    };
  }

  return { read };
}

export type AdminOverviewService = ReturnType<typeof adminOverviewService>;
