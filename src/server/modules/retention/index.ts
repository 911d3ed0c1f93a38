import type { Logger } from "../../kernel/logging/logger.ts";
import { retentionService, type RetentionDependencies } from "./service.ts";

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

/** The retention job of one instance: asks at once, then every hour; one instance a day runs the pass. */
export function startRetentionJob(
  service: Pick<ReturnType<typeof retentionService>, "runDailyPass">,
  log: Logger,
  everyMs = RETENTION_JOB_EVERY_MS,
) {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running
      .then(() => service.runDailyPass())
      .then(
        (pass) => {
          if (pass) log.info({ removed: pass.removed }, "retention pass done");
        },
        (error: unknown) => log.error({ err: error }, "retention pass failed"),
      );
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
