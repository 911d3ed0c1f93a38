import { z } from "zod";
import { countParam, idParam } from "./integers.ts";
import { callPath } from "./paths/call-path.ts";
import { MAILING_PATHS } from "./paths/mailings.ts";
import { MAIL_KIND_LABELS, MAIL_LOG_TEXTS } from "./texts/mailings.ts";

/**
 * The admin's mail log of single emails (docs/product/emails.md#mail-log): every email the club queued, transactional
 * and each copy of a mailing, in any state. A mailing's own delivery summary stays in GET /api/admin/mailings.
 */
export const MAIL_LOG_LIMITS = { pageMax: 100, pageDefault: 50 } as const;

export const mailKindLabel = (kind: string): string => (MAIL_KIND_LABELS as Record<string, string>)[kind] ?? kind;

/**
 * An email's state: waiting (or being sent, or between retries), delivered to the mail server, written to the mail drop
 * because no mail server is set up (nobody received it), or given up on.
 */
export const MAIL_STATES = ["pending", "sent", "dropped", "failed"] as const;

/** Which emails: transactional (resets, invitations, notices) or a mailing's copies. */
export const MAIL_LOG_KINDS = ["transactional", "bulk"] as const;
export type MailLogKinds = (typeof MAIL_LOG_KINDS)[number];

/** GET /api/admin/mail-log: every state and kind unless `state` or `kinds` narrows it. */
export const mailLogQuerySchema = z.object({
  state: z.enum(MAIL_STATES).optional(),
  kinds: z.enum(MAIL_LOG_KINDS).optional(),
  limit: countParam(1, MAIL_LOG_LIMITS.pageMax).default(MAIL_LOG_LIMITS.pageDefault),
  /** The `next` of the previous page. */
  before: idParam().optional(),
});
export type MailLogQuery = z.infer<typeof mailLogQuerySchema>;

/** One email of the log: never its body here (a reset's or an invitation's carries the recipient's secret link). */
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
  /**
   * It carries a link only its recipient may hold (a password reset, a sign-in link, a registration invitation): no
   * admin reads its message, not even its recipient (decision 36); an admin hands out a new link instead.
   */
  carries_secret: z.boolean(),
});
export type MailLogEntry = z.infer<typeof mailLogEntrySchema>;

export const mailLogAnswerSchema = z.object({
  entries: z.array(mailLogEntrySchema),
  /** Whether SMTP_URL is set; without it every email went to the mail drop and its message can be read here. */
  mail_server: z.boolean(),
  /** `before` for the next page, or null on the last. */
  next: z.number().int().nullable(),
});
export type MailLogAnswer = z.infer<typeof mailLogAnswerSchema>;

export const mailLogParamsSchema = z.object({ id: idParam() });

/**
 * GET /api/admin/mail-log/:id: one email, and, while the club has no mail server (SMTP_URL unset, every email written
 * to the mail drop), the message itself, so that an admin can read what the club told a member. `message` is null once
 * a mail server is set (the email went to the recipient's inbox and stays between them), and always for an email that
 * carries a secret (`entry.carries_secret`).
 */
export const mailLogMessageSchema = z.object({
  entry: mailLogEntrySchema,
  message: z.object({ text: z.string(), has_html: z.boolean() }).nullable(),
});
export type MailLogMessage = z.infer<typeof mailLogMessageSchema>;

/** GET /api/admin/mail-log/:id/html: the HTML part as a document of its own, for a sandboxed frame. */
export const mailLogHtmlPath = (id: number) => callPath(MAILING_PATHS.logHtml, { id });

/** How an entry names its recipient: "Name <address>" for a member, the address alone otherwise. */
export const mailRecipient = (entry: Pick<MailLogEntry, "to">) =>
  entry.to.name ? `${entry.to.name} <${entry.to.email}>` : entry.to.email;

/** When the email was last tried, or queued when it was never tried. */
export const lastTriedAt = (entry: Pick<MailLogEntry, "last_attempt_at" | "queued_at">) =>
  entry.last_attempt_at ?? entry.queued_at;

/** The mail server's words, or that there were none. */
export const failureReason = (entry: Pick<MailLogEntry, "error">) => entry.error ?? MAIL_LOG_TEXTS.noReason;
