import type { ExpressionBuilder } from "kysely";
import type { Db } from "../../kernel/database/database.ts";
import type { Tables } from "../../kernel/database/schema.ts";
import type { BodyColumns, OutboxStatus } from "./repository.ts";

const logColumns = [
  "o.id",
  "o.kind",
  "o.subject",
  "o.recipient_email",
  "o.recipient_user_id",
  "u.name as recipient_name",
  "o.status",
  "o.attempts",
  "o.last_error",
  "o.created_at",
  "o.last_attempt_at",
  "o.carries_secret",
  "o.mail_drop",
] as const;

/**
 * Which messages of the log: in these states (any when absent), written to the mail drop or not (either when absent),
 * of these kinds, last tried (or queued) since `since`.
 */
export interface LogFilter {
  statuses?: ReadonlyArray<OutboxStatus> | undefined;
  mailDrop?: boolean | undefined;
  kinds?: { bulk: boolean; bulkKinds: ReadonlyArray<string> } | undefined;
  since?: number | undefined;
}

function logFilter({ statuses, mailDrop, kinds, since }: LogFilter) {
  return (eb: ExpressionBuilder<Tables & { o: Tables["outbox"] }, "o">) => {
    const conditions = [];
    if (statuses) conditions.push(eb("o.status", "in", statuses));
    if (mailDrop !== undefined) conditions.push(eb("o.mail_drop", "=", mailDrop ? 1 : 0));
    if (kinds && kinds.bulkKinds.length > 0)
      conditions.push(eb("o.kind", kinds.bulk ? "in" : "not in", kinds.bulkKinds));
    if (kinds?.bulk && kinds.bulkKinds.length === 0) conditions.push(eb.lit(false));
    if (since !== undefined) conditions.push(eb(eb.fn.coalesce("o.last_attempt_at", "o.created_at"), ">=", since));
    return eb.and(conditions);
  };
}

/** The admin's mail log over the outbox: `withBodies` fills a copy's bodies in from its shared body. */
export function mailLogRepository(db: Db, withBodies: <Row extends BodyColumns>(rows: Row[]) => Promise<Row[]>) {
  return {
    /**
     * The admin's mail log (docs/product/emails.md#mail-log): messages newest first, in the given states (all when
     * none are given) and of the given kinds, with the member they were for (if any), paged by id with `before`.
     * Never the bodies: they carry the recipients' links (a password reset's, an invitation's); `message` reads one.
     */
    log(options: LogFilter & { limit: number; before?: number | undefined }) {
      const { limit, before } = options;
      let query = db
        .selectFrom("outbox as o")
        .leftJoin("users as u", "u.user_id", "o.recipient_user_id")
        .select(logColumns)
        .where(logFilter(options))
        .orderBy("o.id", "desc")
        .limit(limit);
      if (before !== undefined) query = query.where("o.id", "<", before);
      return query.execute();
    },

    /** How many messages the filter finds. */
    async countLog(filter: LogFilter): Promise<number> {
      const row = await db
        .selectFrom("outbox as o")
        .select((eb) => eb.fn.countAll().as("n"))
        .where(logFilter(filter))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** One message of the log with its bodies as they were sent (a copy's filled in from its shared body). */
    async logMessage(id: number) {
      const rows = await db
        .selectFrom("outbox as o")
        .leftJoin("users as u", "u.user_id", "o.recipient_user_id")
        .select([...logColumns, "o.text_body", "o.html_body", "o.body_id", "o.body_fill"])
        .where("o.id", "=", id)
        .execute();
      return (await withBodies(rows))[0];
    },
  };
}
