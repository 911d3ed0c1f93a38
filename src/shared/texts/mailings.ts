/** The mailings' words both sides say: the composer's and the mail log's messages, answered by the server and shown by the web. */
import { MAILING_LIMITS } from "../mailing-limits.ts";
import type { RecipientGroup } from "../mailings.ts";

/** How the composer and the mail log name each recipient group. */
export const RECIPIENT_GROUP_LABELS: Record<RecipientGroup, string> = {
  all: "All members",
  founding: "Founding members",
  standard: "Standard members",
  travel: "Travel Hosts",
  admins: "Admins",
  testing: "Only me (test)",
  selected: "Selected members",
};

/** The composer's texts (docs/product/screens.md#admin-pages); the server uses the same words. */
export const MAILING_TEXTS = {
  required: "Subject and body are required.",
  sent: "Email sent successfully.",
  sendFailed: "Failed to send email.",
  sendError: "An error occurred while sending the email.",
  subjectTooLong: `The subject holds at most ${MAILING_LIMITS.subjectMax} characters.`,
  bodyTooLarge: "The body holds at most 200 KB.",
  selectedRequired: "Choose at least one member.",
  unknownMembers: "Some selected members do not exist.",
  noRecipients: "No member of this group receives club announcements.",
  adminsOnly: "Only admins can send club emails; an event's creator can announce that event.",
  notEventCreator: "Only the event's creator or an admin can announce it.",
  unknownMember: (id: number) => `No member has the id ${id}.`,
  nothingToShow: "Nothing is left to show once unsafe HTML is removed.",
  nothingToSend: "Nothing is left to send once unsafe HTML is removed.",
  mailingNotFound: "Mailing not found.",
  awaitingApproval: (recipients: number) =>
    `This mailing goes to ${recipients} members, so it waits for a second admin's approval before it is sent.`,
  waitingWindow: (minutes: number) =>
    `Email queued. It leaves in ${minutes === 1 ? "1 minute" : `${minutes} minutes`}; until then any admin can cancel it in the mail log.`,
  scheduled: "Email scheduled. Until it leaves, any admin can cancel it in the mail log.",
  approved: "Approved. The mailing is queued.",
  approvedWindow: (minutes: number) =>
    `Approved. It leaves in ${minutes === 1 ? "1 minute" : `${minutes} minutes`}; until then any admin can cancel it.`,
  ownMailing: "You wrote this mailing: another admin must approve it.",
  notAwaitingApproval: "This mailing is not waiting for approval.",
  alreadyCancelled: "This mailing is already cancelled.",
  nothingToCancel: "Every copy of this mailing has already left; there is nothing to cancel.",
  cancelled: (withdrawn: number, sent: number) =>
    `Mailing cancelled: ${withdrawn === 1 ? "1 copy" : `${withdrawn} copies`} withdrawn, ${sent} already sent.`,
  scheduledTooLate: "A mailing can be scheduled at most a year ahead.",
  scheduledPast: "Choose a time that has not passed.",
  needsApproval: (recipients: number) =>
    `This mailing goes to ${recipients} members and needs a second admin's approval.`,
  queuedAgain: (count: number) =>
    count === 1 ? "1 failed copy queued again." : `${count} failed copies queued again.`,
} as const;

/**
 * The server's unsubscribe page (email-templates/unsubscribe-page.ts), which a member opens from an email. The
 * values it is given are already HTML-escaped; the page keeps its markup.
 */
export const UNSUBSCRIBE_TEXTS = {
  titles: {
    confirm: "Unsubscribe from club announcements?",
    already: "You are unsubscribed",
    done: "You are unsubscribed",
    unknown: "This link is not valid",
  },
  settings: "Settings",
  stillSent: "Event invitations, password resets and other messages about your account still arrive.",
  confirm: (club: string) => `You will no longer receive announcements and newsletters from ${club}.`,
  button: "Unsubscribe",
  unsubscribed: (club: string) => `You will no longer receive club announcements from ${club}.`,
  turnBackOn: (settings: string) => `You can turn them back on in ${settings}.`,
  unknown: (settings: string) =>
    `This unsubscribe link is not one we sent. You can turn club announcements off in ${settings}.`,
} as const;

/** The mail log's texts. */
export const MAIL_LOG_TEXTS = {
  notFound: "No such email.",
  withheld:
    "A mail server is configured, so this email went to the recipient's inbox. Its words are not shown here: they are for the recipient alone.",
  mailDrop:
    "No mail server is configured: this email was not sent anywhere. Read it here and pass its link on to the recipient yourself.",
  noReason: "No reason was recorded.",
} as const;

/** What each kind of email is, in words (the outbox stores the kind). */
export const MAIL_KIND_LABELS = {
  "application-received": "Application received",
  "application-under-review": "Application under review",
  "registration-invitation": "Invitation to register",
  "password-reset": "Password reset",
  "sign-in-link": "Sign-in link",
  "new-device": "Sign-in from a new device",
  "factor-changed": "Sign-in method added or removed",
  "event-invitation": "Event invitation",
  "join-confirmation": "Event confirmation",
  "comment-mention": "Mention in a comment",
  "comment-on-yours": "Reply to a comment",
  "comments-gathered": "New comments gathered",
  "message-notice": "New message",
  "messages-gathered": "New messages gathered",
  "stay-requested": "Stay request",
  "stay-answered": "Stay answer",
  "stay-cancelled": "Stay cancelled",
  "waitlist-promoted": "Seat from the waitlist",
  "event-message": "Word from an organiser",
  "event-recap": "Event recap",
  "event-reminder": "Event reminder",
  "event-cancelled": "Event cancelled",
  "event-changed": "Event changed",
  "test-email": "Test email",
  "dues-receipt": "Dues receipt",
  "dues-reminder": "Dues reminder",
  "privacy-export": "Archive ready",
  "notice-digest": "Digest",
  "member-invitation": "A member's invitation",
  "sponsorship-request": "Asked to sponsor",
  bulk: "Mailing",
} as const;
