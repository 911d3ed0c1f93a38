import type { Database, Db } from "../../kernel/database/database.ts";
import { CARRIES_SECRET, renderEmail, type EmailContext, type TemplatedEmail } from "../../email-templates/index.ts";
import type { ClubContextSource } from "../../email-templates/context.ts";
import { outboxRepository, type EmailAttachment, type NewCopy, type NewOutboxMessage } from "./repository.ts";
import type { SharedBody } from "./shared-body.ts";

/** Kinds sent at MAIL_RATE; every other kind is transactional and always goes at once. */
export const BULK_KINDS: ReadonlyArray<string> = ["bulk"];

/** One templated email to one person. */
export type EmailRequest = TemplatedEmail & {
  to: string;
  userId?: number | null | undefined;
  /** Queuing again with the same key does nothing. */
  idempotencyKey?: string | undefined;
  attachments?: readonly EmailAttachment[] | undefined;
  /** Extra headers (a digest's RFC 8058 one-click unsubscribe). */
  headers?: Record<string, string> | undefined;
};

/** The Reply-To an email carries, if any (reply by email: decision 0064); undefined for none. */
export type ReplyAddressSource = (request: EmailRequest) => string | undefined;

/**
 * The one way the project sends mail: render, then write an outbox row (in the caller's transaction
 * when one is given). The mail worker delivers it; nothing here talks to a mail server. Emails read the club's
 * settings as its admins set them once the app has named their source (readContextFrom); `context` until then.
 */
export function createOutbox(database: Pick<Database, "db" | "dialect">, context: EmailContext, now = Date.now) {
  const repository = outboxRepository(database.db, database.dialect);
  let source: ClubContextSource = async () => context;
  let replyAddress: ReplyAddressSource = () => undefined;
  const render = (request: EmailRequest, context: EmailContext): NewOutboxMessage => {
    const replyTo = replyAddress(request);
    const headers = replyTo ? { ...request.headers, "Reply-To": replyTo } : request.headers;
    return {
      ...renderEmail(request, context),
      to: request.to,
      userId: request.userId,
      kind: request.kind,
      carriesSecret: CARRIES_SECRET[request.kind],
      idempotencyKey: request.idempotencyKey,
      attachments: request.attachments,
      headers,
    };
  };
  return {
    /** Answers false when a message with the same idempotency key was already queued. */
    async enqueue(request: EmailRequest, transaction?: Db): Promise<boolean> {
      const context = await source(transaction);
      return (await repository.enqueue([render(request, context)], now(), transaction)) === 1;
    },

    /** Answers how many were queued (messages whose idempotency key exists are skipped). */
    async enqueueMany(requests: ReadonlyArray<EmailRequest>, transaction?: Db): Promise<number> {
      const context = await source(transaction);
      return repository.enqueue(
        requests.map((request) => render(request, context)),
        now(),
        transaction,
      );
    },

    /** Names where every later email reads the club's settings (the club-settings module, once built). */
    readContextFrom(next: ClubContextSource): void {
      source = next;
    },

    /** Names where emails read their Reply-To (the inbound-mail module, when INBOUND_SMTP_PORT is set). */
    replyAddressFrom(next: ReplyAddressSource): void {
      replyAddress = next;
    },

    /** For content rendered elsewhere (bulk mailings wrap their sanitized body with renderLayout). */
    enqueueRendered(messages: ReadonlyArray<NewOutboxMessage>, transaction?: Db): Promise<number> {
      return repository.enqueue(messages, now(), transaction);
    },

    /**
     * Copies of one body stored once, each with its own value for the body's slot (a mailing's copies), due at `dueAt`
     * (at once when not given; HELD_UNTIL holds them until `releaseHeld`).
     */
    enqueueCopies(body: SharedBody, copies: ReadonlyArray<NewCopy>, transaction?: Db, dueAt?: number): Promise<number> {
      const time = now();
      return repository.enqueueCopies(body, copies, time, transaction, dueAt ?? time);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
