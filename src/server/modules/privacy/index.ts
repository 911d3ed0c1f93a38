import type { Logger } from "../../kernel/logging/logger.ts";
import { privacyRoutes } from "./routes.ts";
import { privacyService, type PrivacyDependencies } from "./service.ts";

/** A member's privacy rights (decision 0047): what the club holds about her, her archive, closing her account. */
export function createPrivacy(deps: PrivacyDependencies) {
  const service = privacyService(deps);
  return { service, routes: privacyRoutes(service, deps.storage) };
}

export { cancelRemovalErasure, reopenOnSignIn, scheduleRemovalErasure } from "./service.ts";
export type { PrivacyService } from "./service.ts";

/** How often each instance looks for archives to prepare, and for accounts whose period is over. */
export const PRIVACY_JOBS = { exportsEveryMs: 5_000, erasureEveryMs: 24 * 60 * 60_000 } as const;

/**
 * The privacy jobs of one instance: archives asked for, prepared as soon as one instance claims them; accounts whose
 * 30 days are over, erased by the daily pass (each row claimed once across instances).
 */
export function startPrivacyJobs(
  service: Pick<ReturnType<typeof privacyService>, "prepareDueExports" | "eraseDueAccounts">,
  log: Logger,
  every: { exportsEveryMs: number; erasureEveryMs: number } = PRIVACY_JOBS,
) {
  let running: Promise<void> = Promise.resolve();
  const pass = (job: () => Promise<number>, what: string) => () => {
    running = running.then(job).then(
      (done) => {
        if (done > 0) log.info({ done }, what);
      },
      (error: unknown) => log.error({ err: error }, `${what} failed`),
    );
  };
  const exports = pass(() => service.prepareDueExports(), "privacy archives prepared");
  const erasure = pass(() => service.eraseDueAccounts(), "closed accounts erased");
  exports();
  erasure();
  const timers = [setInterval(exports, every.exportsEveryMs), setInterval(erasure, every.erasureEveryMs)];
  for (const timer of timers) timer.unref();
  return {
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await running;
    },
  };
}
