import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Database } from "../../kernel/database/database.ts";
import { createRateLimiter } from "../../plugins/rate-limit.ts";
import { BULK_KINDS } from "./outbox.ts";
import { outboxRepository, type ClaimedMessage } from "./repository.ts";
import { DEFAULT_RETRY_POLICY, isPermanentFailure, nextAttemptAt, type RetryPolicy } from "./retry-policy.ts";
import { SMTP_POOL_CONNECTIONS, createMailTransport, type MailTransport } from "./transport.ts";

export interface MailWorkerOptions {
  database: Pick<Database, "db" | "dialect">;
  transport: MailTransport;
  from: string;
  /** Host part of the Message-IDs. */
  messageIdDomain: string;
  log: FastifyBaseLogger;
  /**
   * Bulk messages per second for the whole club, every instance's worker together (turns taken in the database);
   * 0 = no throttle. Transactional mail is never throttled.
   */
  mailRate: number;
  now?: () => number;
  pollIntervalMs?: number;
  batchSize?: number;
  /** Messages on the wire at once when nothing throttles them (bulk at MAIL_RATE goes one at a time). */
  concurrency?: number;
  /**
   * How long a claim lasts. Must exceed the longest possible send (transport.ts bounds it to about
   * 100 s), so a live worker never loses its claim; a crashed worker's claims become due after it.
   */
  claimMs?: number;
  retryPolicy?: RetryPolicy;
}

export interface MailWorker {
  start(): void;
  /** Stops polling and resolves once the message being sent (if any) has its result recorded. */
  stop(): Promise<void>;
  /** One pass: claims and sends what is due now (transactional first, then one throttled batch of bulk). */
  runOnce(): Promise<number>;
  /** Passes until nothing is due; for tests and drills. */
  drain(): Promise<number>;
}

/** The server's line for each message written to the mail drop. */
export const MAIL_DROP_LOG_LINE = "email written to the mail drop, not delivered: no mail server is set up (SMTP_URL)";

/** The rate_limits row whose turns every instance's worker takes before it sends a bulk message. */
const BULK_SEND_TURNS = "outbox:bulk-send";

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const {
    database,
    transport,
    from,
    messageIdDomain,
    log,
    mailRate,
    now = Date.now,
    pollIntervalMs = 1000,
    batchSize = 20,
    concurrency = SMTP_POOL_CONNECTIONS,
    claimMs = 5 * 60_000,
    retryPolicy = DEFAULT_RETRY_POLICY,
  } = options;
  const repository = outboxRepository(database.db, database.dialect);
  const rateLimiter = createRateLimiter(database.db);
  // Whole milliseconds (the turns' column), rounded up so that the rate is never exceeded: at most 1,000 a second.
  const bulkSpacingMs = mailRate > 0 ? Math.ceil(1000 / mailRate) : 0;
  // One second's worth of bulk per pass, so transactional mail never waits long behind a mailing.
  const bulkBatchSize = mailRate > 0 ? Math.max(1, Math.min(batchSize, Math.ceil(mailRate))) : batchSize;
  const stopping = new AbortController();
  let loop: Promise<void> | undefined;
  let pass: Promise<number> | undefined;

  async function deliver(message: ClaimedMessage, claimToken: string) {
    let handled;
    try {
      handled = await transport.send({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        attachments: message.attachments,
        messageId: `<outbox-${message.id}-${message.createdAt}@${messageIdDomain}>`,
        carriesSecret: message.carriesSecret,
      });
    } catch (error) {
      const attempts = message.attempts + 1;
      const retryAt = isPermanentFailure(error)
        ? undefined
        : nextAttemptAt(retryPolicy, attempts, message.createdAt, now());
      if (retryAt === undefined) {
        await repository.markFailed(message.id, claimToken, errorText(error), now());
        log.error({ outboxId: message.id, kind: message.kind, attempts, err: error }, "email failed for good");
      } else {
        await repository.scheduleRetry(message.id, claimToken, {
          nextAttemptAt: retryAt,
          error: errorText(error),
          now: now(),
        });
        log.warn(
          { outboxId: message.id, kind: message.kind, attempts, retryAt, err: error },
          "email not sent; will retry",
        );
      }
      return;
    }
    const mailDrop = handled?.mailDrop;
    await repository.markSent(message.id, claimToken, now(), { mailDrop: mailDrop !== undefined });
    // One line each, naming neither the recipient nor a link: what the message says stays in its file.
    if (mailDrop) log.info({ outboxId: message.id, kind: message.kind, file: mailDrop.file }, MAIL_DROP_LOG_LINE);
    else log.info({ outboxId: message.id, kind: message.kind }, "email sent");
  }

  /** Waits for this worker's turn among every instance's: one bulk message per turn (a turn given up is lost). */
  async function waitForBulkTurn() {
    const wait = (await rateLimiter.takeTurn(BULK_SEND_TURNS, bulkSpacingMs)) - Date.now();
    if (wait > 0) await sleep(wait, undefined, { signal: stopping.signal }).catch(() => {});
  }

  async function claimAndSend(kinds: "transactional" | "bulk", limit: number): Promise<number> {
    const claimToken = randomUUID();
    const claimed = await repository.claimDue({
      now: now(),
      claimToken,
      claimUntil: now() + claimMs,
      limit,
      kinds,
      bulkKinds: BULK_KINDS,
    });
    const throttled = kinds === "bulk" && bulkSpacingMs > 0;
    // Each lane takes the next message; a message is taken only when it will be tried, so what is left was not.
    // A result that cannot be recorded (the database is gone) stops every lane; the pass fails as a whole.
    let taken = 0;
    let broken: { error: unknown } | undefined;
    const lane = async () => {
      while (taken < claimed.length && !broken) {
        if (throttled) await waitForBulkTurn();
        if (stopping.signal.aborted) return;
        await deliver(claimed[taken++]!, claimToken).catch((error: unknown) => void (broken ??= { error }));
      }
    };
    await Promise.all(Array.from({ length: throttled ? 1 : Math.max(1, concurrency) }, lane));
    if (broken) throw broken.error;
    await repository.release(
      claimed.slice(taken).map((message) => message.id),
      claimToken,
    );
    return taken;
  }

  async function onePass(): Promise<number> {
    const transactional = await claimAndSend("transactional", batchSize);
    if (stopping.signal.aborted) return transactional;
    return transactional + (await claimAndSend("bulk", bulkBatchSize));
  }

  // Passes never overlap within one worker: a second caller waits for the running pass.
  async function runOnce(): Promise<number> {
    while (pass) await pass.catch(() => {});
    pass = onePass();
    try {
      return await pass;
    } finally {
      pass = undefined;
    }
  }

  async function drain(): Promise<number> {
    let total = 0;
    for (let handled = await runOnce(); handled > 0 && !stopping.signal.aborted; handled = await runOnce())
      total += handled;
    return total;
  }

  async function poll() {
    while (!stopping.signal.aborted) {
      try {
        await drain();
      } catch (error) {
        log.error({ err: error }, "mail worker pass failed; trying again");
      }
      await sleep(pollIntervalMs, undefined, { signal: stopping.signal }).catch(() => {});
    }
  }

  return {
    start() {
      if (!loop && !stopping.signal.aborted) loop = poll();
    },
    async stop() {
      stopping.abort();
      await loop;
      await pass?.catch(() => {});
      transport.close();
    },
    runOnce,
    drain,
  };
}

/** The app's worker: the configured transport, polling until stop() (called from the app's onClose). */
export function startMailWorker({
  config,
  database,
  log,
}: {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
}) {
  const workerLog = log.child({ module: "mail" });
  const worker = createMailWorker({
    database,
    transport: createMailTransport(config),
    from: config.mailFrom,
    messageIdDomain: config.publicUrl.hostname,
    log: workerLog,
    mailRate: config.mailRate,
  });
  worker.start();
  return worker;
}
