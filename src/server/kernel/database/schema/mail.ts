import type { Generated } from "kysely";

// Email: the outbox, its shared bodies, mailings and their recipients.

export interface OutboxTable {
  id: Generated<number>;
  recipient_email: string;
  recipient_user_id: number | null;
  kind: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** JSON object of extra headers (List-Unsubscribe for bulk mail), or null. */
  headers: string | null;
  status: Generated<"pending" | "sending" | "sent" | "failed">;
  attempts: Generated<number>;
  next_attempt_at: number;
  claim_token: string | null;
  claimed_until: number | null;
  last_error: string | null;
  idempotency_key: string | null;
  created_at: number;
  sent_at: number | null;
  /** When the worker last tried to send it, whatever came of it (migration 0023; null before). */
  last_attempt_at: number | null;
  /** A shared body (outbox_bodies) this row is a copy of; its own text_body and html_body are then empty. */
  body_id: number | null;
  /** What goes in the shared body's slot for this copy. */
  body_fill: string | null;
  /** JSON array of {filename, contentType, content} with text content (migration 0029), or null. */
  attachments: string | null;
  /** 1 when the message carries a link only its recipient may hold (migration 0043): the mail log never shows its words. */
  carries_secret: Generated<number>;
  /** 1 when it was written to the mail drop, no mail server being set up (migration 0044): `status` is then "sent", yet nobody received it. */
  mail_drop: Generated<number>;
}

/** One body shared by many outbox rows (a mailing's copies), with a slot each copy fills (migration 0016). */
export interface OutboxBodiesTable {
  id: Generated<number>;
  text_body: string;
  html_body: string;
  slot: string;
  created_at: number;
}

/** One admin mailing or event announcement; the body as sanitized and sent. */
export interface MailingsTable {
  id: Generated<number>;
  subject: string;
  html_body: string;
  text_body: string;
  recipient_group: string;
  event_id: string | null;
  sender_id: number | null;
  recipient_count: number;
  request_key: string | null;
  created_at: number;
  /** Its control state (migration 0055): "queued" (approved or needing none), "awaiting_approval" or "cancelled". */
  state: Generated<"queued" | "awaiting_approval" | "cancelled">;
  /** The time the sender asked it to go out at, if any. */
  scheduled_for: number | null;
  /** When its copies become due: the end of its cancel window or its scheduled time; null while awaiting approval. */
  send_at: number | null;
  approved_by: number | null;
  approved_at: number | null;
  cancelled_by: number | null;
  cancelled_at: number | null;
  /** How many unsent copies the cancel withdrew from the outbox. */
  withdrawn: number | null;
}

/** Who of a mailing's group it left out, and why (migration 0071). */
export interface MailingLeftOutTable {
  mailing_id: number;
  user_id: number;
  reason: "deactivated" | "lapsed" | "unsubscribed";
}

/** Who a mailing was queued for; the outbox row's idempotency key is `mailing:<mailing_id>:<user_id>`. */
export interface MailingRecipientsTable {
  mailing_id: number;
  user_id: number;
  /** Hash of the secret in this recipient's one-click unsubscribe link. */
  unsubscribe_token_hash: string;
}
