import type { Db, Dialect } from "../../kernel/database/database.ts";
import type { EmailKind } from "../../email-templates/index.ts";
import { notFound } from "../../kernel/http/errors.ts";
import {
  type MailLogAnswer,
  type MailLogEntry,
  type MailLogMessage,
  type MailLogQuery,
  type MAIL_STATES,
} from "../../../shared/mail-log.ts";
import { MAIL_KIND_LABELS, MAIL_LOG_TEXTS } from "../../../shared/texts/mailings.ts";
import { BULK_KINDS, outboxRecords, type OutboxRecords, type OutboxStatus } from "../outbox/index.ts";

// Every kind of email the server sends has its words in the log (a new template without them does not compile).
MAIL_KIND_LABELS satisfies Record<EmailKind | "bulk", string>;

type LogRow = Awaited<ReturnType<OutboxRecords["log"]>>[number];

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The outbox's states behind each state the log shows: "sending" is still on its way, as "pending" is; a message the
 * worker handled went to the mail server ("sent") or, with none set up, to the mail drop ("dropped").
 */
const STATES: Record<(typeof MAIL_STATES)[number], { statuses: OutboxStatus[]; mailDrop?: boolean }> = {
  pending: { statuses: ["pending", "sending"] },
  sent: { statuses: ["sent"], mailDrop: false },
  dropped: { statuses: ["sent"], mailDrop: true },
  failed: { statuses: ["failed"] },
};

function stateOf(row: Pick<LogRow, "status" | "mail_drop">): (typeof MAIL_STATES)[number] {
  if (row.status === "sending") return "pending";
  if (row.status === "sent" && row.mail_drop === 1) return "dropped";
  return row.status;
}

export const toMailLogEntry = (row: LogRow): MailLogEntry => ({
  id: row.id,
  kind: row.kind,
  subject: row.subject,
  to: { email: row.recipient_email, user_id: row.recipient_user_id, name: row.recipient_name },
  state: stateOf(row),
  attempts: row.attempts,
  error: row.last_error,
  queued_at: iso(row.created_at),
  last_attempt_at: row.last_attempt_at === null ? null : iso(row.last_attempt_at),
  carries_secret: row.carries_secret === 1,
});

const TRANSACTIONAL = { bulk: false, bulkKinds: BULK_KINDS };

/**
 * The admin's mail log (docs/product/emails.md#mail-log): every email, newest first, and one email's message while
 * the club has no mail server (`mailServer` false: each email went to the mail drop and nobody received it). A message
 * that carries a secret link is never shown, to any admin (decision 36): she hands out a new link, audited, instead.
 * The routes' admin guard decides who asks.
 */
export function mailLog(database: { db: Db; dialect: Dialect }, { mailServer }: { mailServer: boolean }) {
  const outbox = outboxRecords(database);

  async function findMessage(id: number) {
    const row = await outbox.logMessage(id);
    if (!row) throw notFound(MAIL_LOG_TEXTS.notFound);
    return row;
  }

  /** Whether an admin may read this message's words: only without a mail server, and never a secret link. */
  const readable = (row: { carries_secret: number }) => !mailServer && row.carries_secret === 0;

  return {
    async page({ state, kinds, limit, before }: MailLogQuery): Promise<MailLogAnswer> {
      const rows = await outbox.log({
        ...(state && STATES[state]),
        kinds: kinds && { bulk: kinds === "bulk", bulkKinds: BULK_KINDS },
        limit: limit + 1,
        before,
      });
      const entries = rows.slice(0, limit).map(toMailLogEntry);
      return { entries, next: rows.length > limit ? entries.at(-1)!.id : null, mail_server: mailServer };
    },

    async message(id: number): Promise<MailLogMessage> {
      const row = await findMessage(id);
      return {
        entry: toMailLogEntry(row),
        message: readable(row) ? { text: row.text_body, has_html: row.html_body.trim() !== "" } : null,
      };
    },

    /** The HTML part alone, for the sandboxed frame; 404 when its words are not shown, as for an unknown id. */
    async html(id: number): Promise<string> {
      const row = await findMessage(id);
      if (!readable(row) || row.html_body.trim() === "") throw notFound(MAIL_LOG_TEXTS.notFound);
      return row.html_body;
    },

    /** For the dashboard: how many transactional emails failed since `since`, and the latest `shown` of them. */
    async failedSince(since: number, shown: number) {
      const filter = { ...STATES.failed, kinds: TRANSACTIONAL, since };
      const [count, rows] = await Promise.all([outbox.countLog(filter), outbox.log({ ...filter, limit: shown })]);
      return { count, recent: rows.map(toMailLogEntry) };
    },
  };
}

export type MailLog = ReturnType<typeof mailLog>;
