import { sql, type ExpressionBuilder } from "kysely";
import type { Db, Dialect } from "../../kernel/database/database.ts";
import type { Tables } from "../../kernel/database/schema.ts";
import { mailLogRepository } from "./mail-log-repository.ts";
import { fillSharedBody, type SharedBody } from "./shared-body.ts";

export type OutboxStatus = "pending" | "sending" | "sent" | "failed";

/** A file sent with a message; text only (an .ics calendar file). */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
  /** "base64" when `content` holds binary bytes so written (a PDF receipt); plain text otherwise. */
  encoding?: "base64" | undefined;
}

/** A rendered message ready to queue. */
export interface NewOutboxMessage {
  to: string;
  userId?: number | null | undefined;
  kind: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string> | undefined;
  attachments?: readonly EmailAttachment[] | undefined;
  /** Queuing a second message with the same key does nothing (e.g. mailing id + recipient). */
  idempotencyKey?: string | undefined;
  /** It carries a link only its recipient may hold: the mail log never shows its words. */
  carriesSecret?: boolean | undefined;
}

/** One copy of a shared body: everything a message has but its bodies, and the value for the body's slot. */
export type NewCopy = Omit<NewOutboxMessage, "text" | "html"> & { fill: string };

export interface ClaimedMessage {
  id: number;
  to: string;
  kind: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string> | undefined;
  attachments: EmailAttachment[] | undefined;
  attempts: number;
  createdAt: number;
  carriesSecret: boolean;
}

// PostgreSQL accepts at most 65,535 parameters in one statement; 500 rows of 14 columns stay well below.
const INSERT_CHUNK = 500;

const claimedColumns = [
  "id",
  "recipient_email",
  "kind",
  "subject",
  "text_body",
  "html_body",
  "headers",
  "attachments",
  "attempts",
  "created_at",
  "body_id",
  "body_fill",
  "carries_secret",
] as const;

export type BodyColumns = { text_body: string; html_body: string; body_id: number | null; body_fill: string | null };

/**
 * The two ways a message is due, each claimed on its own so that the due index gives them in order and a claim never
 * sorts the whole backlog (a 10,000-recipient mailing): claims that ran out (the worker crashed or hung) first, oldest
 * first, then waiting messages whose time has come.
 */
const DUE_PASSES = [
  { status: "sending", dueColumn: "claimed_until" },
  { status: "pending", dueColumn: "next_attempt_at" },
] as const;

type DuePass = (typeof DUE_PASSES)[number];

function isDue({ status, dueColumn }: DuePass, now: number) {
  return (eb: ExpressionBuilder<Tables, "outbox">) => eb.and([eb("status", "=", status), eb(dueColumn, "<=", now)]);
}

/**
 * The due time of copies held back until someone releases them (a mailing awaiting a second admin's approval,
 * decision 0051): 31 December 9999, which no worker's clock reaches.
 */
export const HELD_UNTIL = 253_402_300_799_000;

const likePrefix = (keyPrefix: string) => `${keyPrefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function toRow(message: NewOutboxMessage, now: number, shared?: { bodyId: number; fill: string }, dueAt = now) {
  return {
    recipient_email: message.to,
    recipient_user_id: message.userId ?? null,
    kind: message.kind,
    subject: message.subject,
    text_body: message.text,
    html_body: message.html,
    headers: message.headers ? JSON.stringify(message.headers) : null,
    attachments: message.attachments?.length ? JSON.stringify(message.attachments) : null,
    status: "pending" as const,
    attempts: 0,
    next_attempt_at: dueAt,
    idempotency_key: message.idempotencyKey ?? null,
    created_at: now,
    body_id: shared?.bodyId ?? null,
    body_fill: shared?.fill ?? null,
    carries_secret: message.carriesSecret ? 1 : 0,
  };
}

/** The only SQL for the outbox. Writes that belong to a caller's transaction take it as `executor`. */
export function outboxRepository(db: Db, dialect: Dialect) {
  async function insertRows(rows: ReadonlyArray<ReturnType<typeof toRow>>, executor: Db) {
    let inserted = 0;
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      const result = await executor
        .insertInto("outbox")
        .values(rows.slice(start, start + INSERT_CHUNK))
        .onConflict((conflict) => conflict.column("idempotency_key").doNothing())
        .returning("id")
        .execute();
      inserted += result.length;
    }
    return inserted;
  }

  /** Rows that are copies of a shared body get their bodies filled in; the others are answered as they are. */
  async function withBodies<Row extends BodyColumns>(rows: Row[]): Promise<Row[]> {
    const ids = [...new Set(rows.flatMap((row) => (row.body_id === null ? [] : [row.body_id])))];
    if (ids.length === 0) return rows;
    const bodies = await db
      .selectFrom("outbox_bodies")
      .select(["id", "text_body", "html_body", "slot"])
      .where("id", "in", ids)
      .execute();
    const byId = new Map(
      bodies.map((body): [number, SharedBody] => [
        body.id,
        { text: body.text_body, html: body.html_body, slot: body.slot },
      ]),
    );
    return rows.map((row) => {
      if (row.body_id === null) return row;
      const body = byId.get(row.body_id)!;
      const { text, html } = fillSharedBody(body, row.body_fill ?? "");
      return { ...row, text_body: text, html_body: html };
    });
  }

  return {
    /** Queues messages; answers how many were new (an existing idempotency key is skipped). */
    enqueue(messages: ReadonlyArray<NewOutboxMessage>, now: number, executor: Db = db): Promise<number> {
      return insertRows(
        messages.map((message) => toRow(message, now)),
        executor,
      );
    },

    /**
     * Queues copies of one body (a mailing's): the body is stored once and each copy's row carries only its
     * slot's value; the worker fills it in when it sends. Answers how many copies were new, as enqueue does.
     */
    async enqueueCopies(
      body: SharedBody,
      copies: ReadonlyArray<NewCopy>,
      now: number,
      executor: Db = db,
      dueAt = now,
    ): Promise<number> {
      const { id: bodyId } = await executor
        .insertInto("outbox_bodies")
        .values({ text_body: body.text, html_body: body.html, slot: body.slot, created_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      return insertRows(
        copies.map((copy) => toRow({ ...copy, text: "", html: "" }, now, { bodyId, fill: copy.fill }, dueAt)),
        executor,
      );
    },

    /**
     * Claims up to `limit` due messages for one worker, atomically: on PostgreSQL rows locked by
     * another worker are skipped; on SQLite each UPDATE runs under the database's write lock.
     * The due condition is repeated on each UPDATE itself so a row another worker just claimed is never taken.
     */
    async claimDue(options: {
      now: number;
      claimToken: string;
      claimUntil: number;
      limit: number;
      kinds: "bulk" | "transactional";
      bulkKinds: ReadonlyArray<string>;
    }) {
      const { now, claimToken, claimUntil, limit, kinds, bulkKinds } = options;
      const ofKinds = (eb: ExpressionBuilder<Tables, "outbox">) =>
        kinds === "bulk"
          ? eb("kind", "in", bulkKinds)
          : bulkKinds.length > 0
            ? eb("kind", "not in", bulkKinds)
            : eb.lit(true);
      const claimPass = (pass: DuePass, passLimit: number) => {
        const candidates = db
          .selectFrom("outbox")
          .select("id")
          .where(isDue(pass, now))
          .where(ofKinds)
          .orderBy(pass.dueColumn)
          .orderBy("id")
          .limit(passLimit);
        // Materialized so PostgreSQL runs the locking SELECT once; inlined, it may run again per row and claim past the limit.
        return db
          .with(
            (cte) => cte("candidates").materialized(),
            () => (dialect === "postgres" ? candidates.forUpdate().skipLocked() : candidates),
          )
          .updateTable("outbox")
          .set({ status: "sending", claim_token: claimToken, claimed_until: claimUntil })
          .where("id", "in", (eb) => eb.selectFrom("candidates").select("candidates.id"))
          .where(isDue(pass, now))
          .returning(claimedColumns)
          .execute();
      };
      const rows = [];
      for (const pass of DUE_PASSES) {
        if (rows.length === limit) break;
        rows.push(...(await claimPass(pass, limit - rows.length)));
      }
      return (await withBodies(rows.sort((a, b) => a.id - b.id))).map((row): ClaimedMessage => ({
        id: row.id,
        to: row.recipient_email,
        kind: row.kind,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : undefined,
        attachments: row.attachments ? (JSON.parse(row.attachments) as EmailAttachment[]) : undefined,
        attempts: row.attempts,
        createdAt: row.created_at,
        carriesSecret: Boolean(row.carries_secret),
      }));
    },

    /**
     * Each result is recorded only while the worker still holds its claim. `mailDrop`: it was written to the mail drop
     * (no mail server is set up), so nobody received it.
     */
    async markSent(id: number, claimToken: string, now: number, { mailDrop = false }: { mailDrop?: boolean } = {}) {
      const result = await db
        .updateTable("outbox")
        .set((eb) => ({
          status: "sent",
          mail_drop: mailDrop ? 1 : 0,
          sent_at: now,
          last_attempt_at: now,
          attempts: eb("attempts", "+", 1),
          last_error: null,
          claim_token: null,
          claimed_until: null,
        }))
        .where("id", "=", id)
        .where("claim_token", "=", claimToken)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async scheduleRetry(id: number, claimToken: string, retry: { nextAttemptAt: number; error: string; now: number }) {
      await db
        .updateTable("outbox")
        .set((eb) => ({
          status: "pending",
          next_attempt_at: retry.nextAttemptAt,
          last_attempt_at: retry.now,
          attempts: eb("attempts", "+", 1),
          last_error: retry.error,
          claim_token: null,
          claimed_until: null,
        }))
        .where("id", "=", id)
        .where("claim_token", "=", claimToken)
        .execute();
    },

    async markFailed(id: number, claimToken: string, error: string, now: number) {
      await db
        .updateTable("outbox")
        .set((eb) => ({
          status: "failed",
          last_attempt_at: now,
          attempts: eb("attempts", "+", 1),
          last_error: error,
          claim_token: null,
          claimed_until: null,
        }))
        .where("id", "=", id)
        .where("claim_token", "=", claimToken)
        .execute();
    },

    /** Gives back claimed messages that were not tried (the worker is stopping); they are due again at once. */
    async release(ids: ReadonlyArray<number>, claimToken: string) {
      if (ids.length === 0) return;
      await db
        .updateTable("outbox")
        .set({ status: "pending", claim_token: null, claimed_until: null })
        .where("id", "in", ids)
        .where("claim_token", "=", claimToken)
        .execute();
    },

    /**
     * Queues again, due at once and with their attempts reset, the failed messages whose idempotency key starts
     * with `keyPrefix` (e.g. one mailing's `mailing:<id>:`); answers how many. Only failed rows change.
     */
    async requeueFailed(keyPrefix: string, now: number, executor: Db = db): Promise<number> {
      const pattern = `${keyPrefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const result = await executor
        .updateTable("outbox")
        .set({ status: "pending", attempts: 0, next_attempt_at: now, claim_token: null, claimed_until: null })
        .where("status", "=", "failed")
        .where(sql<boolean>`idempotency_key like ${pattern} escape '\\'`)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /**
     * Makes the waiting messages whose idempotency key starts with `keyPrefix` due at `dueAt` (a held mailing approved);
     * answers how many. Messages already claimed, sent or failed are left alone.
     */
    async releaseHeld(keyPrefix: string, dueAt: number, executor: Db = db): Promise<number> {
      const result = await executor
        .updateTable("outbox")
        .set({ next_attempt_at: dueAt })
        .where("status", "=", "pending")
        .where(sql<boolean>`idempotency_key like ${likePrefix(keyPrefix)} escape '\\'`)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /**
     * Withdraws the messages whose idempotency key starts with `keyPrefix` that no worker has claimed yet (a cancelled
     * mailing): they are deleted, so no instance's worker can send them; answers how many. Every worker claims from
     * this table, so a withdrawal stops the sending everywhere within one batch.
     */
    async withdrawUnsent(keyPrefix: string, executor: Db = db): Promise<number> {
      const result = await executor
        .deleteFrom("outbox")
        .where("status", "=", "pending")
        .where(sql<boolean>`idempotency_key like ${likePrefix(keyPrefix)} escape '\\'`)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Rows with their bodies as they will be sent (a copy's filled in from its shared body). */
    withBodies,

    async findById(id: number) {
      const rows = await db.selectFrom("outbox").selectAll().where("id", "=", id).execute();
      return (await withBodies(rows))[0];
    },

    async findByIdempotencyKey(key: string) {
      const rows = await db.selectFrom("outbox").selectAll().where("idempotency_key", "=", key).execute();
      return (await withBodies(rows))[0];
    },

    ...mailLogRepository(db, withBodies),

    async countByStatus(): Promise<Record<OutboxStatus, number>> {
      const rows = await db
        .selectFrom("outbox")
        .select((eb) => ["status", eb.fn.countAll<number>().as("count")])
        .groupBy("status")
        .execute();
      const counts: Record<OutboxStatus, number> = { pending: 0, sending: 0, sent: 0, failed: 0 };
      for (const row of rows) counts[row.status] = Number(row.count);
      return counts;
    },
  };
}

export type { LogFilter } from "./mail-log-repository.ts";

export type OutboxRepository = ReturnType<typeof outboxRepository>;
