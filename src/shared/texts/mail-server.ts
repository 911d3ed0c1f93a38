/**
 * What an answer that would promise an email says instead while no mail server is set up (SMTP_URL unset): the message
 * went to the mail drop and nobody received it (docs/product/emails.md#no-mail-server).
 */
export const NO_MAIL_SERVER_TEXTS = {
  notSent: "No mail server is set up, so no email was sent. Copy the link and send it yourself.",
  eventNotSent: "No mail server is set up, so no email was sent. Copy the event's link and send it yourself.",
} as const;
