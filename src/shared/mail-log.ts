import { z } from "zod";
import { countParam, idParam } from "./integers.ts";

/**
 * The admin's mail log of single emails (docs/product/emails.md#mail-log): for now the transactional mail the club could not
 * deliver. Bulk mailings keep their own log (GET /api/admin/mailings).
 */
export const MAIL_LOG_LIMITS = { pageMax: 100, pageDefault: 50 } as const;

/** What each kind of email is, in words (the outbox stores the kind). */
export const MAIL_KIND_LABELS = {
  "application-received": "Application received",
  "application-under-review": "Application under review",
  "registration-invitation": "Invitation to register",
  "password-reset": "Password reset",
  "sign-in-link": "Sign-in link",
  "event-invitation": "Event invitation",
  "join-confirmation": "Event confirmation",
  "comment-mention": "Mention in a comment",
  "comment-on-yours": "Reply to a comment",
  bulk: "Mailing",
} as const;

export const mailKindLabel = (kind: string): string => (MAIL_KIND_LABELS as Record<string, string>)[kind] ?? kind;

/** An email's state: waiting (or being sent, or between retries), delivered to the mail server, or given up on. */
export const MAIL_STATES = ["pending", "sent", "failed"] as const;

/** GET /api/admin/mail-log. Only `failed` is answered today. */
export const mailLogQuerySchema = z.object({
  state: z.enum(["failed"]).default("failed"),
  limit: countParam(1, MAIL_LOG_LIMITS.pageMax).default(MAIL_LOG_LIMITS.pageDefault),
  /** The `next` of the previous page. */
  before: idParam().optional(),
});
export type MailLogQuery = z.infer<typeof mailLogQuerySchema>;

/** One email of the log: never its body (a reset's or an invitation's carries the recipient's secret link). */
export const mailLogEntrySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  subject: z.string(),
  /** The member it was for, when it was for a member (an applicant's or an invitee's email has none). */
  to: z.object({ email: z.string(), user_id: z.number().int().nullable(), name: z.string().nullable() }),
  state: z.enum(MAIL_STATES),
  attempts: z.number().int(),
  /** The mail server's answer to the last attempt (e.g. "550 No such mailbox"), or why it was given up on. */
  error: z.string().nullable(),
  queued_at: z.iso.datetime(),
  /** null when it was never tried (or was last tried before this was recorded). */
  last_attempt_at: z.iso.datetime().nullable(),
});
export type MailLogEntry = z.infer<typeof mailLogEntrySchema>;

export const mailLogAnswerSchema = z.object({
  entries: z.array(mailLogEntrySchema),
  /** `before` for the next page, or null on the last. */
  next: z.number().int().nullable(),
});
export type MailLogAnswer = z.infer<typeof mailLogAnswerSchema>;

/** How an entry names its recipient: "Name <address>" for a member, the address alone otherwise. */
export const mailRecipient = (entry: Pick<MailLogEntry, "to">) =>
  entry.to.name ? `${entry.to.name} <${entry.to.email}>` : entry.to.email;

/** When the email was last tried, or queued when it was never tried. */
export const lastTriedAt = (entry: Pick<MailLogEntry, "last_attempt_at" | "queued_at">) =>
  entry.last_attempt_at ?? entry.queued_at;

/** The mail server's words, or that there were none. */
export const failureReason = (entry: Pick<MailLogEntry, "error">) => entry.error ?? "No reason was recorded.";
