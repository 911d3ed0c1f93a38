import type { MailState } from "../api/get-mail-log.ts";

/** An email's state in the log's words. */
export const MAIL_STATE_LABELS: Record<MailState, string> = {
  pending: "Waiting",
  sent: "Sent",
  failed: "Not delivered",
};
