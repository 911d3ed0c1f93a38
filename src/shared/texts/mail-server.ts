/**
 * What an answer that would promise an email says instead while no mail server is set up (SMTP_URL unset): the message
 * went to the mail drop and nobody received it (docs/product/emails.md#no-mail-server). Apart from each feature's
 * texts so that the public pages, which carry those, do not carry these.
 */
const NOT_SENT = "No mail server is set up, so no email was sent. Copy the link and send it yourself.";

export const NO_MAIL_SERVER_TEXTS = {
  /** An admin accepted an application. */
  applicationAccepted: (email: string) => `Application accepted: ${email} is invited. ${NOT_SENT}`,
  /** An admin invited a person directly. */
  invited: (email: string) => `${email} is invited. ${NOT_SENT}`,
  /** A member invited members to an event. */
  eventInvited: (count: number) =>
    `${count === 1 ? "1 member" : `${count} members`} invited. No mail server is set up, so no email was sent. Copy the event's link and send it yourself.`,
} as const;
