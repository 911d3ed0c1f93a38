import type { Db } from "../../kernel/database/database.ts";
import { newToken } from "../../kernel/tokens/tokens.ts";
import type { ClubSettings, RetentionPeriodField } from "../../../shared/club-settings.ts";
import { recordAudit } from "../audit/index.ts";
import { retentionRepository } from "./repository.ts";

const DAY_MS = 24 * 60 * 60_000;
/** How long the instance that claimed a day's pass holds it before another may take it over. */
const CLAIM_MS = 30 * 60_000;

export type RetentionPeriods = Pick<ClubSettings, RetentionPeriodField>;

export interface RetentionDependencies {
  db: Db;
  /** The periods in force, as the admins last saved them in the club's settings (or their defaults). */
  periods: () => Promise<RetentionPeriods>;
  /** The privacy module's export archives whose 24-hour link ran out, deleted from the media store (answers how many). */
  removeExpiredArchives: (now: number) => Promise<number>;
}

/** What one day's pass removed, kind by kind. */
export interface RetentionPass {
  day: string;
  removed: {
    sessions: number;
    devices: number;
    mail_log: number;
    declined_applications: number;
    audit: number;
    export_archives: number;
  };
}

/** The day a moment falls on, in UTC: the key of its pass. */
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * The club's retention (decision 0060): once a day, across every instance, whatever is past the period its admins set
 * is removed; the pass is audited when it removed anything, with how many of each kind.
 */
export function retentionService(deps: RetentionDependencies) {
  const { db } = deps;

  /** Runs today's pass unless an instance already has: answers what it removed, or null when it was not this one's. */
  async function runDailyPass(now: () => number = Date.now): Promise<RetentionPass | null> {
    const at = now();
    const day = dayOf(at);
    const claimToken = newToken();
    if (!(await retentionRepository(db).claimDay(day, claimToken, at, at + CLAIM_MS))) return null;
    const periods = await deps.periods();
    const before = (days: number) => at - days * DAY_MS;
    // Files first, outside the transaction: a media store is no database, and a file not deleted is tried next day.
    const exportArchives = await deps.removeExpiredArchives(at);
    const removed = await db.transaction().execute(async (trx) => {
      const repository = retentionRepository(trx);
      const counts: RetentionPass["removed"] = {
        sessions: await repository.sessions(before(periods.retention_sessions_days)),
        devices: await repository.devices(before(periods.retention_sessions_days)),
        mail_log: await repository.mailLog(before(periods.retention_mail_log_days)),
        declined_applications: await repository.declinedApplications(
          before(periods.retention_declined_applications_days),
        ),
        audit: await repository.audit(before(periods.retention_audit_days)),
        export_archives: exportArchives,
      };
      if (Object.values(counts).some((count) => count > 0))
        await recordAudit(trx, { actorUserId: null, action: "retention.pass", target: "retention", details: counts });
      await repository.finishDay(day, claimToken, now(), counts);
      return counts;
    });
    return { day, removed };
  }

  return { runDailyPass };
}

export type RetentionService = ReturnType<typeof retentionService>;
