import type { EmailContext } from "./context.ts";
import type { RenderedEmail } from "./layout.ts";
import { applicationReceivedEmail, type ApplicationReceivedData } from "./templates/application-received.ts";
import { applicationUnderReviewEmail, type ApplicationUnderReviewData } from "./templates/application-under-review.ts";
import { commentMentionEmail, type CommentMentionData } from "./templates/comment-mention.ts";
import { commentOnYoursEmail, type CommentOnYoursData } from "./templates/comment-on-yours.ts";
import { duesReceiptEmail, duesReminderEmail, type DuesReceiptData, type DuesReminderData } from "./templates/dues.ts";
import { commentsGatheredEmail, type CommentsGatheredData } from "./templates/comments-gathered.ts";
import { eventCancelledEmail, type EventCancelledData } from "./templates/event-cancelled.ts";
import { eventChangedEmail, type EventChangedData } from "./templates/event-changed.ts";
import { eventInvitationEmail, type EventInvitationData } from "./templates/event-invitation.ts";
import { eventReminderEmail, type EventReminderData } from "./templates/event-reminder.ts";
import { factorChangedEmail, type FactorChangedData } from "./templates/factor-changed.ts";
import { memberInvitationEmail, type MemberInvitationData } from "./templates/member-invitation.ts";
import { joinConfirmationEmail, type JoinConfirmationData } from "./templates/join-confirmation.ts";
import { messageNoticeEmail, type MessageNoticeData } from "./templates/message-notice.ts";
import { messagesGatheredEmail, type MessagesGatheredData } from "./templates/messages-gathered.ts";
import { newDeviceEmail, type NewDeviceData } from "./templates/new-device.ts";
import { noticeDigestEmail, type NoticeDigestData } from "./templates/notice-digest.ts";
import { passwordResetEmail, type PasswordResetData } from "./templates/password-reset.ts";
import { registrationInvitationEmail, type RegistrationInvitationData } from "./templates/registration-invitation.ts";
import { privacyExportEmail, type PrivacyExportData } from "./templates/privacy-export.ts";
import { signInLinkEmail, type SignInLinkData } from "./templates/sign-in-link.ts";
import { sponsorshipRequestEmail, type SponsorshipRequestData } from "./templates/sponsorship-request.ts";
import {
  stayAnsweredEmail,
  stayCancelledEmail,
  stayRequestedEmail,
  type StayAnsweredData,
  type StayCancelledData,
  type StayRequestedData,
} from "./templates/stays.ts";
import { testEmailEmail, type TestEmailData } from "./templates/test-email.ts";
import { eventMessageEmail, type EventMessageData } from "./templates/event-message.ts";
import { eventRecapEmail, type EventRecapData } from "./templates/event-recap.ts";
import { waitlistPromotedEmail, type WaitlistPromotedData } from "./templates/waitlist-promoted.ts";

/** Every templated email, by kind, with the data it needs. The kind is also stored on the outbox row. */
export interface EmailTemplateData {
  "application-received": ApplicationReceivedData;
  "application-under-review": ApplicationUnderReviewData;
  "registration-invitation": RegistrationInvitationData;
  "password-reset": PasswordResetData;
  "sign-in-link": SignInLinkData;
  "new-device": NewDeviceData;
  "factor-changed": FactorChangedData;
  "event-invitation": EventInvitationData;
  "join-confirmation": JoinConfirmationData;
  "comment-mention": CommentMentionData;
  "comment-on-yours": CommentOnYoursData;
  "comments-gathered": CommentsGatheredData;
  "message-notice": MessageNoticeData;
  "messages-gathered": MessagesGatheredData;
  "stay-requested": StayRequestedData;
  "stay-answered": StayAnsweredData;
  "stay-cancelled": StayCancelledData;
  "waitlist-promoted": WaitlistPromotedData;
  "event-message": EventMessageData;
  "event-recap": EventRecapData;
  "event-reminder": EventReminderData;
  "event-cancelled": EventCancelledData;
  "event-changed": EventChangedData;
  "test-email": TestEmailData;
  "dues-receipt": DuesReceiptData;
  "dues-reminder": DuesReminderData;
  "privacy-export": PrivacyExportData;
  "notice-digest": NoticeDigestData;
  "member-invitation": MemberInvitationData;
  "sponsorship-request": SponsorshipRequestData;
}

export type EmailKind = keyof EmailTemplateData;

/** A kind together with its data, so callers get the right data type for each kind. */
export type TemplatedEmail = { [K in EmailKind]: { kind: K; data: EmailTemplateData[K] } }[EmailKind];

const TEMPLATES: { [K in EmailKind]: (data: EmailTemplateData[K], context: EmailContext) => RenderedEmail } = {
  "application-received": applicationReceivedEmail,
  "application-under-review": applicationUnderReviewEmail,
  "registration-invitation": registrationInvitationEmail,
  "password-reset": passwordResetEmail,
  "sign-in-link": signInLinkEmail,
  "new-device": newDeviceEmail,
  "factor-changed": factorChangedEmail,
  "event-invitation": eventInvitationEmail,
  "join-confirmation": joinConfirmationEmail,
  "comment-mention": commentMentionEmail,
  "comment-on-yours": commentOnYoursEmail,
  "comments-gathered": commentsGatheredEmail,
  "message-notice": messageNoticeEmail,
  "messages-gathered": messagesGatheredEmail,
  "stay-requested": stayRequestedEmail,
  "stay-answered": stayAnsweredEmail,
  "stay-cancelled": stayCancelledEmail,
  "waitlist-promoted": waitlistPromotedEmail,
  "event-message": eventMessageEmail,
  "event-recap": eventRecapEmail,
  "event-reminder": eventReminderEmail,
  "event-cancelled": eventCancelledEmail,
  "event-changed": eventChangedEmail,
  "test-email": testEmailEmail,
  "dues-receipt": duesReceiptEmail,
  "dues-reminder": duesReminderEmail,
  "privacy-export": privacyExportEmail,
  "notice-digest": noticeDigestEmail,
  "member-invitation": memberInvitationEmail,
  "sponsorship-request": sponsorshipRequestEmail,
};

/**
 * Whether each kind carries a link only its recipient may hold (a password, a session, an account): the outbox marks
 * such a message when it is queued, and the mail log shows no admin its words (decision 36).
 */
export const CARRIES_SECRET: { [K in EmailKind]: boolean } = {
  "application-received": false,
  "application-under-review": false,
  "registration-invitation": true,
  "password-reset": true,
  "sign-in-link": true,
  "new-device": false,
  "factor-changed": false,
  // Its link works only for the member it invites, signed in.
  "event-invitation": false,
  "join-confirmation": false,
  "comment-mention": false,
  "comment-on-yours": false,
  "comments-gathered": false,
  // A private conversation's words: admins read no conversation, so the mail log shows them none of it.
  "message-notice": true,
  // Who writes to her is a conversation's too.
  "messages-gathered": true,
  "stay-requested": false,
  "stay-answered": false,
  "stay-cancelled": false,
  "waitlist-promoted": false,
  "event-message": false,
  "event-recap": false,
  "event-reminder": false,
  "event-cancelled": false,
  "event-changed": false,
  "test-email": false,
  "dues-receipt": false,
  "dues-reminder": false,
  // Its link works only for her, signed in, once.
  "privacy-export": false,
  // Its one link of her own only stops the digest (as a mailing's unsubscribe link).
  "notice-digest": false,
  // Its code lets her friend apply: for her eyes only.
  "member-invitation": true,
  // Its link works only for her, signed in; the applicant's note is for the sponsor, not the mail log.
  "sponsorship-request": true,
};

export function renderEmail(email: TemplatedEmail, context: EmailContext): RenderedEmail {
  const render = TEMPLATES[email.kind] as (data: TemplatedEmail["data"], context: EmailContext) => RenderedEmail;
  return render(email.data, context);
}

export type { ClubContextSource, EmailContext } from "./context.ts";
export type { EmailBlock, EmailContent, RenderedEmail } from "./layout.ts";
export { renderLayout } from "./layout.ts";
