import type { Database } from "../../kernel/database/database.ts";
import { outboxRepository } from "./repository.ts";

export type { OutboxStatus } from "./repository.ts";

/**
 * What other modules may read and do in the outbox besides sending (outbox.ts): the mail log (its messages included), and failed copies queued
 * again (a mailing's retry, inside its transaction).
 */
export function outboxRecords(database: Pick<Database, "db" | "dialect">) {
  const outbox = outboxRepository(database.db, database.dialect);
  return {
    log: outbox.log,
    countLog: outbox.countLog,
    logMessage: outbox.logMessage,
    requeueFailed: outbox.requeueFailed,
  };
}

export type OutboxRecords = ReturnType<typeof outboxRecords>;
