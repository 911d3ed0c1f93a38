import { retentionService, type RetentionDependencies, type RetentionService } from "./service.ts";
import type { RecurringJob } from "../../kernel/jobs/recurring.ts";

/** The club's retention (decision 0060): the daily pass that removes what is past the periods its admins set. */
export function createRetention(deps: RetentionDependencies) {
  return { service: retentionService(deps) };
}

export type { RetentionPass, RetentionService } from "./service.ts";

/**
 * How often each instance asks whether today's pass has run: hourly, so that a day is not missed while instances
 * restart; of all the asks in a day, one runs it (the day's claim row).
 */
export const RETENTION_JOB_EVERY_MS = 60 * 60_000;

/** The retention job of each instance: asks at once, then every hour; one instance a day runs the pass. */
export function retentionJob(
  service: Pick<ReturnType<typeof retentionService>, "runDailyPass">,
  everyMs = RETENTION_JOB_EVERY_MS,
): RecurringJob<Awaited<ReturnType<RetentionService["runDailyPass"]>>> {
  return {
    name: "retention pass",
    everyMs,
    run: () => service.runDailyPass(),
    report: (pass) => (pass ? { removed: pass.removed } : undefined),
  };
}
