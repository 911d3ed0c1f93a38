import type { Database } from "../../kernel/database/database.ts";
import { outboxRepository } from "./repository.ts";

export type { OutboxStatus } from "./repository.ts";

/**
 * What other modules may read and do in the outbox besides sending (outbox.ts): the mail log (its messages included), failed copies queued
 * again (a mailing's retry, inside its transaction), and a mailing's held copies released or its unsent ones withdrawn.
 */
export function outboxRecords(database: Pick<Database, "db" | "dialect">) {
  const outbox = outboxRepository(database.db, database.dialect);
  return {
    log: outbox.log,
    countLog: outbox.countLog,
    logMessage: outbox.logMessage,
    requeueFailed: outbox.requeueFailed,
    releaseHeld: outbox.releaseHeld,
    withdrawUnsent: outbox.withdrawUnsent,
  };
}

export type OutboxRecords = ReturnType<typeof outboxRecords>;
