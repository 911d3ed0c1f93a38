import { duesService } from "./dues-service.ts";
import type { RecurringJob } from "../../kernel/jobs/recurring.ts";

/** How often each instance looks for dues reminders that are due (they are days apart: an hour is soon enough). */
export const DUES_REMINDER_SWEEP_MS = 60 * 60 * 1000;

/**
 * Each instance sweeps for dues reminders (30 and 7 days before a term ends, when it lapses: decision 48); the claim
 * row and the outbox's idempotency key keep each to one send however many instances sweep.
 */
export function duesRemindersJob(
  dependencies: Parameters<typeof duesService>[0],
  everyMs = DUES_REMINDER_SWEEP_MS,
): RecurringJob<number> {
  const dues = duesService(dependencies);
  return {
    name: "dues reminders",
    everyMs,
    run: () => dues.sendReminders(),
    report: (queued) => (queued > 0 ? { queued } : undefined),
  };
}
