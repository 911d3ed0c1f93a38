import type { Db } from "../../kernel/database/database.ts";
import type { EmailRequest, Outbox } from "../outbox/index.ts";
import { emailsAtOnce } from "./preferences.ts";
import { recordNotice, type NewNotice } from "./record.ts";

/**
 * The one decision of how she hears of one thing (decisions 0046 and 0071), in the caller's transaction: its notice
 * (none when she turned the kind off) and its email only when she chose that kind by email at once. Her inbox only, a
 * digest (which reads the notice when it goes) or off send nothing now. Never to the one who caused it. Answers
 * whether the email was queued.
 */
export async function notify(
  trx: Db,
  mail: Pick<Outbox, "enqueue">,
  notice: NewNotice,
  email?: EmailRequest,
): Promise<boolean> {
  if (notice.userId === notice.actorId) return false;
  await recordNotice(trx, notice);
  if (!email || !(await emailsAtOnce(trx, notice.kind, notice.userId))) return false;
  return mail.enqueue(email, trx);
}
