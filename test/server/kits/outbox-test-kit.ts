import type { FastifyBaseLogger } from "fastify";
import pino from "pino";
import type { Database } from "../../../src/server/kernel/database/database.ts";
import { startTestServer, type TestServer } from "../harness/test-app.ts";
import { startSmtpTestServer } from "./smtp-test-server.ts";
import { outboxRepository } from "../../../src/server/modules/outbox/repository.ts";
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

/** A registration invitation to queue with `mail.enqueue`. */
export const invitation = (to: string, token = "secret-token") =>
  ({ to, kind: "registration-invitation", data: { token, memberType: "Standard" } }) as const;

/**
 * The outbox worker tests' club: `setUp` starts an SMTP test server and a server sending to it (extra settings in
 * `env`, e.g. MAIL_RATE), `workerFor` a test worker; both are stopped by the test file's `cleanups`.
 */
export function smtpWorkerClub(cleanups: Array<() => Promise<void> | void>) {
  async function setUp(smtpOptions: Parameters<typeof startSmtpTestServer>[0] = {}, env: Record<string, string> = {}) {
    const smtp = await startSmtpTestServer(smtpOptions);
    const server = await startTestServer({
      SMTP_URL: smtp.url,
      PUBLIC_URL: "https://club.example",
      MAIL_FROM: "The Salon <club@club.example>",
      ...env,
    });
    cleanups.push(
      () => smtp.stop(),
      () => server.close(),
    );
    return { smtp, server, outbox: outboxRepository(server.database.db, server.database.dialect) };
  }
  function workerFor(server: TestServer, options: Parameters<typeof testMailWorker>[1] = {}) {
    const worker = testMailWorker(server, options);
    cleanups.push(() => worker.stop());
    return worker;
  }
  return { setUp, workerFor };
}
