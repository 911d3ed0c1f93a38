import type { Database } from "../../kernel/database/database.ts";
import { liveNotices } from "./live.ts";
import { notificationsRoutes, type DigestPageSettings } from "./routes.ts";
import { notificationsService } from "./service.ts";

/**
 * Her inbox and its live stream (docs/product/notifications.md, decision 0046). Other modules write notices with
 * `recordNotice(trx, …)` in their own transaction; `onClose` is given the work to do when the app closes.
 */
export function createNotifications({
  database,
  onClose,
  digestPage,
}: {
  database: Pick<Database, "db" | "listen">;
  onClose: (close: () => Promise<void>) => void;
  /** What a digest's unsubscribe page says of the club. */
  digestPage: DigestPageSettings;
}) {
  const service = notificationsService(database.db);
  const live = liveNotices(database, service);
  onClose(() => live.close());
  return { service, live, routes: notificationsRoutes(service, live, digestPage) };
}

export { markSubjectRead, recordNotice } from "./record.ts";
export { notify } from "./notify.ts";
export { commentEmailSwitch, deliveriesFor, emailsAtOnce } from "./preferences.ts";
export type { NewNotice } from "./record.ts";
export { gatherEmail, sendGatheredEmails, gatheredEmailsJob, GATHER_WINDOW_MS } from "./gathered-emails.ts";
export { sendDigests, digestsJob, digestsDue, DIGEST_SWEEP_MS } from "./digests.ts";
export type { DigestSettings } from "./digests.ts";
