import type { Database } from "../../kernel/database/database.ts";
import type { Logger } from "../../kernel/logging/logger.ts";
import type { ClubSettingsService } from "../club-settings/index.ts";
import type { Outbox } from "../outbox/index.ts";
import { duesService } from "./dues-service.ts";

/** How often each instance looks for dues reminders that are due (they are days apart: an hour is soon enough). */
export const DUES_REMINDER_SWEEP_MS = 60 * 60 * 1000;

/**
 * Each instance sweeps for dues reminders (30 and 7 days before a term ends, when it lapses: decision 48); the claim
 * row and the outbox's idempotency key keep each to one send however many instances sweep.
 */
export function startDuesReminders(
  database: Database,
  mail: Pick<Outbox, "enqueue">,
  /** The app's club settings (one service, one cache): the club's currency and name as its admins set them. */
  settings: Pick<ClubSettingsService, "read">,
  log: Logger,
  everyMs = DUES_REMINDER_SWEEP_MS,
) {
  const dues = duesService({
    db: database.db,
    currency: async () => (await settings.read()).currency,
    mail,
    clubName: async () => (await settings.read()).name,
  });
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running
      .then(() => dues.sendReminders())
      .then(
        (queued) => {
          if (queued > 0) log.info({ queued }, "dues reminders queued");
        },
        (error: unknown) => log.error({ err: error }, "dues reminders failed"),
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
