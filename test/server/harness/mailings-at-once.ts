/**
 * Every test server sends a mailing at once, with no second admin and no window to stop it, as before issue 37; the
 * tests of approval and the window set their own values (decision 51).
 */
export const MAILINGS_AT_ONCE = {
  MAILING_APPROVAL_THRESHOLD: "1000000",
  MAILING_CANCEL_WINDOW_MINUTES: "0",
} as const;
