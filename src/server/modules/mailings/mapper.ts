import type { MemberType } from "../../../shared/members.ts";
import type {
  LeftOut,
  MailingFailure,
  MailingLogEntry,
  MailingReview,
  MailMember,
  RecipientGroup,
} from "../../../shared/mailings.ts";
import { tallyDelivery, type OutboxCount } from "../outbox/index.ts";
import type { MailingsRepository } from "./repository.ts";

type LogRow = Awaited<ReturnType<MailingsRepository["list"]>>[number];
type MemberRow = Awaited<ReturnType<MailingsRepository["members"]>>[number];
type ReviewRow = NonNullable<Awaited<ReturnType<MailingsRepository["review"]>>>;
type FailureRow = Awaited<ReturnType<MailingsRepository["failures"]>>[number];

const isoOrNull = (time: number | null) => (time === null ? null : new Date(time).toISOString());

/** One mail log row; `counts` are the mailing's outbox rows by status and mail drop. */
export function toMailingLogEntry(row: LogRow, counts: ReadonlyArray<OutboxCount>): MailingLogEntry {
  const delivery = tallyDelivery(counts);
  return {
    id: row.id,
    subject: row.subject,
    recipientGroup: row.recipient_group as RecipientGroup,
    eventId: row.event_id,
    sender: row.sender_id === null ? null : { user_id: row.sender_id, name: row.sender_name ?? "" },
    created_at: new Date(row.created_at).toISOString(),
    recipients: row.recipient_count,
    delivery,
    control: {
      state: row.state,
      scheduledFor: isoOrNull(row.scheduled_for),
      sendAt: isoOrNull(row.send_at),
      approvedBy: row.approved_by === null ? null : { user_id: row.approved_by, name: row.approver_name ?? "" },
      approvedAt: isoOrNull(row.approved_at),
      cancelledBy: row.cancelled_by === null ? null : { user_id: row.cancelled_by, name: row.canceller_name ?? "" },
      cancelledAt: isoOrNull(row.cancelled_at),
      withdrawn: row.withdrawn,
    },
  };
}

export const toMailMember = (row: MemberRow): MailMember => ({
  user_id: row.user_id,
  name: row.name,
  email: row.email,
  type: row.type as MemberType,
  receivesAnnouncements: row.club_announcements === 1,
});

export const toMailingFailure = (row: FailureRow): MailingFailure => ({
  user_id: row.user_id,
  name: row.name,
  email: row.recipient_email,
  attempts: row.attempts,
  error: row.last_error,
});

export const toMailingReview = (row: ReviewRow, leftOut: LeftOut, cancelWindowMinutes: number): MailingReview => ({
  id: row.id,
  subject: row.subject,
  recipientGroup: row.recipient_group as RecipientGroup,
  eventId: row.event_id,
  sender: row.sender_id === null ? null : { user_id: row.sender_id, name: row.sender_name ?? "" },
  created_at: new Date(row.created_at).toISOString(),
  recipients: row.recipient_count,
  leftOut,
  state: row.state,
  scheduledFor: isoOrNull(row.scheduled_for),
  sendAt: isoOrNull(row.send_at),
  text: row.text_body,
  cancelWindowMinutes,
});
