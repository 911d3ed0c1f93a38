import type { Database } from "../../kernel/database/database.ts";
import { liveNotices } from "./live.ts";
import { notificationsRoutes } from "./routes.ts";
import { notificationsService } from "./service.ts";

/**
 * Her inbox and its live stream (docs/product/notifications.md, decision 0046). Other modules write notices with
 * `recordNotice(trx, …)` in their own transaction; `onClose` is given the work to do when the app closes.
 */
export function createNotifications({
  database,
  onClose,
}: {
  database: Pick<Database, "db" | "listen">;
  onClose: (close: () => Promise<void>) => void;
}) {
  const service = notificationsService(database.db);
  const live = liveNotices(database, service);
  onClose(() => live.close());
  return { service, live, routes: notificationsRoutes(service, live) };
}

export { recordNotice } from "./record.ts";
export { commentEmailSwitch, deliveriesFor, emailsAtOnce } from "./preferences.ts";
export type { NewNotice } from "./record.ts";
export { gatherEmail, sendGatheredEmails, startGatheredEmails, GATHER_WINDOW_MS } from "./gathered-emails.ts";
