import type { EmailContext } from "./context.ts";
import type { RenderedEmail } from "./layout.ts";
import { applicationReceivedEmail, type ApplicationReceivedData } from "./templates/application-received.ts";
import { applicationUnderReviewEmail, type ApplicationUnderReviewData } from "./templates/application-under-review.ts";
import { commentMentionEmail, type CommentMentionData } from "./templates/comment-mention.ts";
import { commentOnYoursEmail, type CommentOnYoursData } from "./templates/comment-on-yours.ts";
import { eventInvitationEmail, type EventInvitationData } from "./templates/event-invitation.ts";
import { joinConfirmationEmail, type JoinConfirmationData } from "./templates/join-confirmation.ts";
import { passwordResetEmail, type PasswordResetData } from "./templates/password-reset.ts";
import { registrationInvitationEmail, type RegistrationInvitationData } from "./templates/registration-invitation.ts";
import { signInLinkEmail, type SignInLinkData } from "./templates/sign-in-link.ts";

/** Every templated email, by kind, with the data it needs. The kind is also stored on the outbox row. */
export interface EmailTemplateData {
  "application-received": ApplicationReceivedData;
  "application-under-review": ApplicationUnderReviewData;
  "registration-invitation": RegistrationInvitationData;
  "password-reset": PasswordResetData;
  "sign-in-link": SignInLinkData;
  "event-invitation": EventInvitationData;
  "join-confirmation": JoinConfirmationData;
  "comment-mention": CommentMentionData;
  "comment-on-yours": CommentOnYoursData;
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
  "event-invitation": eventInvitationEmail,
  "join-confirmation": joinConfirmationEmail,
  "comment-mention": commentMentionEmail,
  "comment-on-yours": commentOnYoursEmail,
};

export function renderEmail(email: TemplatedEmail, context: EmailContext): RenderedEmail {
  const render = TEMPLATES[email.kind] as (data: TemplatedEmail["data"], context: EmailContext) => RenderedEmail;
  return render(email.data, context);
}

export type { EmailContext } from "./context.ts";
export type { EmailBlock, EmailContent, RenderedEmail } from "./layout.ts";
export { renderLayout } from "./layout.ts";
