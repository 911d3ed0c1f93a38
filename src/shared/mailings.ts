import { z } from "zod";
import { countParam, idInt, idParam } from "./integers.ts";
import { memberTypeSchema } from "./members.ts";
import { MAILING_LIMITS } from "./mailing-limits.ts";
import { MAILING_TEXTS } from "./texts/mailings.ts";

/** Who a bulk email can go to (docs/product/emails.md#recipient-groups). "testing" is the sender alone; "selected" names members. */
export const RECIPIENT_GROUPS = ["all", "founding", "standard", "travel", "admins", "testing", "selected"] as const;
export const recipientGroupSchema = z.enum(RECIPIENT_GROUPS);
export type RecipientGroup = z.infer<typeof recipientGroupSchema>;

export { MAILING_LIMITS } from "./mailing-limits.ts";

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

const fields = {
  subject: z.string().max(MAILING_LIMITS.subjectMax, MAILING_TEXTS.subjectTooLong),
  body: z.string().refine((body) => utf8Bytes(body) <= MAILING_LIMITS.bodyMaxBytes, MAILING_TEXTS.bodyTooLarge),
  recipientGroup: recipientGroupSchema,
  /** Read only for the group "selected". */
  selectedMemberIds: z.array(idInt()).max(MAILING_LIMITS.selectedMax).optional(),
  /** An event announcement: recipients are limited to that event's participants (docs/product/emails.md#bulk-mail). Id or slug. */
  eventId: z.string().trim().min(1).max(200).optional(),
};

const needsSelection = (payload: { recipientGroup: RecipientGroup; selectedMemberIds?: number[] | undefined }) =>
  payload.recipientGroup !== "selected" || (payload.selectedMemberIds?.length ?? 0) > 0;

/** POST /api/admin/send-email. */
export const sendEmailSchema = z
  .object({
    ...fields,
    subject: fields.subject.refine((subject) => subject.trim() !== "", MAILING_TEXTS.required),
    body: fields.body.refine((body) => body.trim() !== "", MAILING_TEXTS.required),
    /**
     * Optional, made once per confirmed send by the client (a UUID): sending again with the same id
     * (a retry after a timeout, a double click) answers the first mailing and queues nothing more.
     */
    requestId: z.string().trim().min(8).max(100).optional(),
    /** Optional: the copies leave no earlier than this (decision 0051); within a year from now. */
    scheduledFor: z.iso.datetime({ offset: true }).optional(),
  })
  .refine(needsSelection, { message: MAILING_TEXTS.selectedRequired, path: ["selectedMemberIds"] });
export type SendEmailRequest = z.infer<typeof sendEmailSchema>;

/** POST /api/admin/mail-preview: the same fields, blank ones allowed (the preview follows the typing). */
export const mailPreviewSchema = z.object(fields);
export type MailPreviewRequest = z.infer<typeof mailPreviewSchema>;

/**
 * POST /api/admin/mail-preview/document: the draft as form fields (a form posted into the preview frame).
 * The subject may still be blank; a body is required, since there is nothing to show without one.
 */
export const mailPreviewDocumentSchema = z.object({
  ...fields,
  body: fields.body.refine((body) => body.trim() !== "", MAILING_TEXTS.required),
});
export type MailPreviewDocumentRequest = z.infer<typeof mailPreviewDocumentSchema>;

/** The frame the composer posts its draft into (the form's target and the iframe's name). */
export const MAIL_PREVIEW_FRAME = "salon-mail-preview";

/** POST /api/admin/mailings/:id/retry: how many failed copies were queued again. */
export const mailingRetryAnswerSchema = z.object({ message: z.string(), retried: z.number().int() });
export type MailingRetryAnswer = z.infer<typeof mailingRetryAnswerSchema>;

/** A mailing's control state (decision 0051): waiting for a second admin, queued (it leaves at `sendAt`), or cancelled. */
export const MAILING_STATES = ["awaiting_approval", "queued", "cancelled"] as const;
export const mailingStateSchema = z.enum(MAILING_STATES);
export type MailingState = z.infer<typeof mailingStateSchema>;

export const sendEmailAnswerSchema = z.object({
  message: z.string(),
  mailingId: z.number().int(),
  /** How many members the email was queued for. */
  recipients: z.number().int(),
  /** Whether it waits for a second admin's approval, or is queued. */
  state: mailingStateSchema,
  /** When its first copy may leave (the end of its cancel window, or its scheduled time); null while awaiting approval. */
  sendAt: z.iso.datetime().nullable(),
});
export type SendEmailAnswer = z.infer<typeof sendEmailAnswerSchema>;

/** Why a member of the chosen group gets no copy (docs/product/emails.md#who-is-left-out), in the order it is decided. */
export const LEFT_OUT_REASONS = ["deactivated", "lapsed", "unsubscribed"] as const;
export const leftOutReasonSchema = z.enum(LEFT_OUT_REASONS);
export type LeftOutReason = z.infer<typeof leftOutReasonSchema>;
/** Up to this many left-out members are named; beyond it, only the counts by reason are given. */
export const LEFT_OUT_NAMED_MAX = 10;

/** The members of the chosen group a mailing leaves out, and why: by name for a short list, counts always. */
export const leftOutSchema = z.object({
  total: z.number().int(),
  byReason: z.object({ deactivated: z.number().int(), lapsed: z.number().int(), unsubscribed: z.number().int() }),
  /** Each one, by name, when there are at most LEFT_OUT_NAMED_MAX; empty otherwise. */
  members: z.array(z.object({ user_id: z.number().int(), name: z.string(), reason: leftOutReasonSchema })),
});
export type LeftOut = z.infer<typeof leftOutSchema>;

export const mailPreviewAnswerSchema = z.object({
  /** The whole email document as it will be sent (the unsubscribe link points to Settings in the preview). */
  html: z.string(),
  text: z.string(),
  recipients: z.number().int(),
  /** Who of the group gets no copy and why: the same query the send runs, so the numbers agree. */
  leftOut: leftOutSchema,
  /** More recipients than the club's `mailing_approval_threshold`: a second admin must approve it. */
  needsApproval: z.boolean(),
  approvalThreshold: z.number().int(),
  /** The minutes it waits in the outbox, during which any admin can cancel it. */
  cancelWindowMinutes: z.number().int(),
});
export type MailPreviewAnswer = z.infer<typeof mailPreviewAnswerSchema>;

/** GET /api/admin/get-members: active members, by name. */
export const mailMemberSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  type: memberTypeSchema,
  /** False when the member turned club announcements off: a mailing skips them. */
  receivesAnnouncements: z.boolean(),
});
export type MailMember = z.infer<typeof mailMemberSchema>;

export const mailMembersQuerySchema = z.object({
  /** Part of a name or an email address. */
  q: z.string().trim().max(254).optional(),
  limit: countParam(1, MAILING_LIMITS.membersPageMax).default(MAILING_LIMITS.membersPageMax),
  offset: countParam().default(0),
});

export const mailingDeliverySchema = z.object({
  /** Queued or being sent (including retries after a failed attempt). */
  pending: z.number().int(),
  sent: z.number().int(),
  /** Written to the mail drop because no mail server is set up (SMTP_URL unset): nobody received them. */
  dropped: z.number().int(),
  /** Given up on: refused for good, or still failing after 24 hours. */
  failed: z.number().int(),
});

/** GET /api/admin/mailings: one row of the mail log. */
export const mailingLogEntrySchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  recipientGroup: recipientGroupSchema,
  eventId: z.string().nullable(),
  sender: z.object({ user_id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.iso.datetime(),
  recipients: z.number().int(),
  delivery: mailingDeliverySchema,
  /** Who stands behind it and whether it can still be stopped (decision 0051). */
  control: z.object({
    state: mailingStateSchema,
    scheduledFor: z.iso.datetime().nullable(),
    sendAt: z.iso.datetime().nullable(),
    approvedBy: z.object({ user_id: z.number().int(), name: z.string() }).nullable(),
    approvedAt: z.iso.datetime().nullable(),
    cancelledBy: z.object({ user_id: z.number().int(), name: z.string() }).nullable(),
    cancelledAt: z.iso.datetime().nullable(),
    /** How many unsent copies the cancel withdrew. */
    withdrawn: z.number().int().nullable(),
  }),
});
export type MailingLogEntry = z.infer<typeof mailingLogEntrySchema>;

export const mailingLogQuerySchema = z.object({
  limit: countParam(1, MAILING_LIMITS.logPageMax).default(50),
  /** The id of the last mailing of the previous page. */
  before: idParam().optional(),
});

/** POST /api/admin/mailings/:id/approve. */
export const mailingApproveAnswerSchema = z.object({
  message: z.string(),
  state: mailingStateSchema,
  sendAt: z.iso.datetime().nullable(),
});
export type MailingApproveAnswer = z.infer<typeof mailingApproveAnswerSchema>;

/** POST /api/admin/mailings/:id/cancel: how many copies were withdrawn, and how many had already left. */
export const mailingCancelAnswerSchema = z.object({
  message: z.string(),
  withdrawn: z.number().int(),
  sent: z.number().int(),
});
export type MailingCancelAnswer = z.infer<typeof mailingCancelAnswerSchema>;

export const mailingParamsSchema = z.object({ id: idParam() });

/** GET /api/admin/mailings/:id/failures: who did not get it, and why. */
export const mailingFailureSchema = z.object({
  user_id: z.number().int().nullable(),
  name: z.string().nullable(),
  email: z.string(),
  attempts: z.number().int(),
  error: z.string().nullable(),
});
export type MailingFailure = z.infer<typeof mailingFailureSchema>;

/**
 * GET /api/admin/mailings/:id/review: what a mailing will send, as its author saw it when she sent it (the rendered
 * email is at `.../review/document`), for the second admin to approve or cancel.
 */
export const mailingReviewSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  recipientGroup: recipientGroupSchema,
  eventId: z.string().nullable(),
  sender: z.object({ user_id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.iso.datetime(),
  recipients: z.number().int(),
  leftOut: leftOutSchema,
  state: mailingStateSchema,
  scheduledFor: z.iso.datetime().nullable(),
  sendAt: z.iso.datetime().nullable(),
  /** The email's plain-text part. */
  text: z.string(),
  /** The club's cancel window now: an approval sends it when the window ends, or at its scheduled time if later. */
  cancelWindowMinutes: z.number().int(),
});
export type MailingReview = z.infer<typeof mailingReviewSchema>;
