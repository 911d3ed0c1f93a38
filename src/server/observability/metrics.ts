import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/**
 * The process's Prometheus metrics (README, Operations, `GET /metrics`), served by modules/metrics at GET /metrics. One registry per process, as
 * Prometheus scrapes a process: everything here is counted from the process's start, whichever app instance in it
 * (tests build several) did the work. What is read from the database (the outbox) is read at scrape time.
 */
export const registry = new Registry();

// Event-loop lag, memory (resident, heap, external), CPU, handles, garbage collection: prom-client's defaults.
collectDefaultMetrics({ register: registry, prefix: "salon_" });

export const httpRequestDuration = new Histogram({
  name: "salon_http_request_duration_seconds",
  help: "Requests answered, by method, route (as registered) and status, with how long they took",
  labelNames: ["method", "route", "status"] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
  registers: [registry],
});

export const cacheLookups = new Counter({
  name: "salon_cache_lookups_total",
  help: "Lookups in the versioned caches, by cache and whether the copy was there (hit) or read from the database (miss)",
  labelNames: ["cache", "result"] as const,
  registers: [registry],
});

export const answerCompressions = new Counter({
  name: "salon_answer_compressions_total",
  help: "Answers compressed (kept, then reused while their version holds), by which answers and coding",
  labelNames: ["answers", "encoding"] as const,
  registers: [registry],
});

export const imageProcessingDuration = new Histogram({
  name: "salon_image_processing_seconds",
  help: "Uploads turned into their stored variants, by outcome",
  labelNames: ["outcome"] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30],
  registers: [registry],
});

export const outboxMessages = new Gauge({
  name: "salon_outbox_messages",
  help: "Messages in the outbox, by status (read at scrape time); dropped: written to the mail drop, no mail server set up",
  labelNames: ["status"] as const,
  registers: [registry],
});

export const outboxOldestPendingAge = new Gauge({
  name: "salon_outbox_oldest_pending_age_seconds",
  help: "How long the oldest message still to send has waited (0 when none waits; read at scrape time)",
  registers: [registry],
});

export const databasePoolClients = new Gauge({
  name: "salon_database_pool_clients",
  help: "PostgreSQL connections of this process's pool: total, idle, and requests waiting for one (absent on SQLite)",
  labelNames: ["state"] as const,
  registers: [registry],
});

/** Counts one lookup of a named cache. */
export const countCacheLookup = (cache: string, hit: boolean) =>
  cacheLookups.inc({ cache, result: hit ? "hit" : "miss" });
