/** What the club settings' calls answer (the web shows these words as they come). */
export const CLUB_SETTINGS_ANSWER_TEXTS = {
  testEmailSent: (email: string) =>
    `A test email is on its way to ${email}. If it has not arrived in a few minutes, the mail log says why.`,
  testEmailNoServer: (email: string) =>
    `No mail server is set up, so the test email to ${email} went to the mail drop and nobody received it. Set SMTP_URL and MAIL_FROM and restart the club (README, ‘Email’).`,
} as const;
