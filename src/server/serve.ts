import { startRecurringJobs } from "./kernel/jobs/recurring.ts";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { buildApp } from "./app.ts";
import { ConfigError, type Config } from "./config.ts";
import { openDatabase } from "./kernel/database/database.ts";
import { configOrExit } from "./startup-config.ts";
import { migrateToLatest } from "./kernel/database/migrate.ts";
import { startMailWorker } from "./modules/outbox/index.ts";
import { startInboundListener } from "./modules/inbound-mail/index.ts";
import { createMediaStorage, MediaStoreError } from "./kernel/media-storage/storage.ts";
import { ensureFirstAdmin } from "./modules/members/index.ts";

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Where the log writes (standard output): pino's destination, which writes asynchronously, so that text written
 * straight to process.stdout would overtake log lines written before it. Text written here keeps its place.
 */
function logDestination(log: FastifyBaseLogger): { write(text: string): unknown } {
  for (let level: object | null = log; level; level = Object.getPrototypeOf(level) as object | null) {
    const symbol = Object.getOwnPropertySymbols(level).find((s) => s.description === "pino.stream");
    const stream = symbol && (level as Record<symbol, unknown>)[symbol];
    if (stream && typeof (stream as { write?: unknown }).write === "function")
      return stream as { write(text: string): unknown };
  }
  return process.stdout;
}

/** Opens the database, applies migrations, starts the workers and listens; stops cleanly on SIGTERM and SIGINT. */
export async function serve(config: Config = configOrExit()) {
  // A store the app cannot use stops the start with one line naming the setting (decision 30).
  const mediaStorage = createMediaStorage(config);
  try {
    await mediaStorage.check();
  } catch (error) {
    console.error(error instanceof MediaStoreError ? error.message : `Media store: ${String(error)}`);
    mediaStorage.close();
    process.exit(1);
  }
  const database = openDatabase(config.database);
  let app: FastifyInstance;
  // The first admin's generated password, printed after the line that says the club is open (the last thing before
  // the request logs begin), on standard output.
  const notices: string[] = [];
  try {
    await migrateToLatest(database);
    app = await buildApp({ config, database, mediaStorage });
    await ensureFirstAdmin(database.db, config, app.log, (text) => notices.push(text));
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : `Could not start: ${String(error)}`);
    await database.close().catch(() => {});
    process.exit(1);
  }
  const mailWorker = startMailWorker({ config, database, log: app.log });
  const recurringJobs = app.recurringJobs.map((group) => startRecurringJobs(app.log, group));
  let inboundListener: Awaited<ReturnType<typeof startInboundListener>> | undefined;
  if (app.inboundMail && config.inboundMail) {
    try {
      inboundListener = await startInboundListener(app.inboundMail, config.inboundMail, app.log);
      app.log.info(
        { port: inboundListener.port, replyDomain: config.inboundMail.replyDomain },
        "listening for replies by email",
      );
    } catch (error) {
      console.error(`Could not start: the inbound SMTP listener (INBOUND_SMTP_PORT): ${String(error)}`);
      process.exit(1);
    }
  }
  app.addHook("onClose", async () => {
    await Promise.all([inboundListener?.close(), mailWorker.stop(), ...recurringJobs.map((jobs) => jobs.stop())]);
    mediaStorage.close();
    await database.close();
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => {
      app.log.error("in-flight requests did not finish in time; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`${(await app.clubSettings.read()).name} is open at ${config.publicUrl.href} (${database.dialect})`);
  const destination = logDestination(app.log);
  for (const notice of notices) destination.write(notice);
}
