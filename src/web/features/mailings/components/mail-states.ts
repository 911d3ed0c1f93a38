import type { MailState } from "../api/get-mail-log.ts";
import { MAILINGS_COPY } from "../../../content/mailings.ts";

/** An email's state in the log's words. */
export const MAIL_STATE_LABELS: Record<MailState, string> = MAILINGS_COPY.mailStates;
