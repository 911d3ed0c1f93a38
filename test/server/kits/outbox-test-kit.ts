import type { FastifyBaseLogger } from "fastify";
import pino from "pino";
import type { Database } from "../../../src/server/kernel/database/database.ts";
import type { TestServer } from "../harness/test-app.ts";
import { createMailTransport } from "../../../src/server/modules/outbox/transport.ts";
import { createMailWorker, type MailWorkerOptions } from "../../../src/server/modules/outbox/worker.ts";

/** A clock the test moves by hand, so retries and claim expiry need no sleeping. */
export function manualClock(start = Date.now()) {
  let time = start;
  return {
    now: () => time,
    set: (to: number) => void (time = to),
    advance: (ms: number) => void (time += ms),
  };
}

/** A logger that keeps its lines, for tests that read what was logged. */
export function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const log = pino(
    { level: "info" },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return { log: log as unknown as FastifyBaseLogger, lines };
}

/** A worker on the test server's configuration (SMTP_URL, MAIL_FROM, MAIL_RATE), with test-sized timings. */
export function testMailWorker(
  server: TestServer,
  overrides: Partial<MailWorkerOptions> & { database?: Database } = {},
) {
  return createMailWorker({
    database: server.database,
    transport: createMailTransport(server.config),
    from: server.config.mailFrom,
    messageIdDomain: server.config.publicUrl.hostname,
    log: server.app.log,
    mailRate: 0,
    pollIntervalMs: 20,
    ...overrides,
  });
}
