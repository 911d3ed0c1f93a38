import { createHash, timingSafeEqual } from "node:crypto";
import type { Database } from "../../kernel/database/database.ts";
import { HttpError, notFound } from "../../kernel/http/errors.ts";
import { databasePoolClients, outboxMessages, outboxOldestPendingAge, registry } from "../../observability/metrics.ts";
import { metricsRepository } from "./repository.ts";

/** "dropped": written to the mail drop because no mail server is set up; such a message is not counted as sent. */
const OUTBOX_STATUSES = ["pending", "sending", "sent", "dropped", "failed"] as const;
const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Who may read the metrics (README, Operations): nobody unless METRICS_TOKEN is set (the route
 * answers 404 as if it did not exist), then only a caller presenting it as a bearer token. A member's or an admin's
 * session is not enough: the figures are for the monitoring system, and the token is compared in constant time.
 */
function authorizeScrape(token: string | undefined, authorization: string | undefined) {
  if (token === undefined) throw notFound();
  const match = /^Bearer ([\x21-\x7e]{1,512})$/.exec(authorization ?? "");
  if (!match || !timingSafeEqual(digest(match[1]!), digest(token)))
    throw new HttpError(401, "unauthenticated", "A valid metrics token is needed.", {
      headers: { "www-authenticate": 'Bearer realm="metrics"' },
    });
}

/** The Prometheus text exposition, with what lives in the database read now. */
async function renderMetrics(database: Database, now = Date.now()): Promise<string> {
  const outbox = await metricsRepository(database.db).outboxState();
  for (const status of OUTBOX_STATUSES) outboxMessages.set({ status }, outbox.byStatus.get(status) ?? 0);
  outboxOldestPendingAge.set(
    outbox.oldestPendingAt === undefined ? 0 : Math.max(0, (now - outbox.oldestPendingAt) / 1000),
  );
  const pool = database.poolStats?.();
  if (pool) for (const [state, count] of Object.entries(pool)) databasePoolClients.set({ state }, count);
  return registry.metrics();
}

const METRICS_CONTENT_TYPE = registry.contentType;

/** The scrape a caller presenting the token gets. */
export function metricsService(database: Database, token: string | undefined) {
  return {
    async scrape(authorization: string | undefined) {
      authorizeScrape(token, authorization);
      return { contentType: METRICS_CONTENT_TYPE, text: await renderMetrics(database) };
    },
  };
}

export type MetricsService = ReturnType<typeof metricsService>;
