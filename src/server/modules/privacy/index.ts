import { privacyRoutes } from "./routes.ts";
import { privacyService, type PrivacyDependencies } from "./service.ts";
import type { RecurringJob } from "../../kernel/jobs/recurring.ts";

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
 * The privacy jobs of each instance, run one after the other: archives asked for, prepared as soon as one instance
 * claims them; accounts whose 30 days are over, erased by the daily pass (each row claimed once across instances).
 */
export function privacyJobs(
  service: Pick<ReturnType<typeof privacyService>, "prepareDueExports" | "eraseDueAccounts">,
  every: { exportsEveryMs: number; erasureEveryMs: number } = PRIVACY_JOBS,
): RecurringJob<number>[] {
  const done = (count: number) => (count > 0 ? { done: count } : undefined);
  return [
    { name: "privacy archives", everyMs: every.exportsEveryMs, run: () => service.prepareDueExports(), report: done },
    {
      name: "closed accounts erasure",
      everyMs: every.erasureEveryMs,
      run: () => service.eraseDueAccounts(),
      report: done,
    },
  ];
}
