import type { Db, Dialect } from "../../db/database.ts";
import type { EmailKind } from "../../email-templates/index.ts";
import {
  MAIL_KIND_LABELS,
  type MailLogAnswer,
  type MailLogEntry,
  type MailLogQuery,
} from "../../../shared/mail-log.ts";
import { BULK_KINDS } from "../outbox/outbox.ts";
import { outboxRecords, type OutboxRecords } from "../outbox/service.ts";

// Every kind of email the server sends has its words in the log (a new template without them does not compile).
MAIL_KIND_LABELS satisfies Record<EmailKind | "bulk", string>;

type LogRow = Awaited<ReturnType<OutboxRecords["log"]>>[number];

const iso = (ms: number) => new Date(ms).toISOString();

export const toMailLogEntry = (row: LogRow): MailLogEntry => ({
  id: row.id,
  kind: row.kind,
  subject: row.subject,
  to: { email: row.recipient_email, user_id: row.recipient_user_id, name: row.recipient_name },
  // "sending" is still on its way, as "pending" is.
  state: row.status === "sending" ? "pending" : row.status,
  attempts: row.attempts,
  error: row.last_error,
  queued_at: iso(row.created_at),
  last_attempt_at: row.last_attempt_at === null ? null : iso(row.last_attempt_at),
});

/** The admin's mail log of single emails (docs/product/emails.md#mail-log): the transactional mail in one state, newest first. */
export function mailLog(database: { db: Db; dialect: Dialect }) {
  const outbox = outboxRecords(database);
  return {
    async page({ state, limit, before }: MailLogQuery): Promise<MailLogAnswer> {
      const rows = await outbox.log({ status: state, bulkKinds: BULK_KINDS, limit: limit + 1, before });
      const entries = rows.slice(0, limit).map(toMailLogEntry);
      return { entries, next: rows.length > limit ? entries.at(-1)!.id : null };
    },

    /** For the dashboard: how many failed since `since`, and the latest `shown` of them. */
    async failedSince(since: number, shown: number) {
      const [count, rows] = await Promise.all([
        outbox.countLog({ status: "failed", bulkKinds: BULK_KINDS, since }),
        outbox.log({ status: "failed", bulkKinds: BULK_KINDS, limit: shown, since }),
      ]);
      return { count, recent: rows.map(toMailLogEntry) };
    },
  };
}
