/** An outbox row count, by status and whether the worker wrote the message to the mail drop (migration 0044). */
export type OutboxCount = { status: string; mail_drop: number; count: number };

/** How many copies of a mailing are where: what the mailings' log and the admin dashboard show. */
export type DeliveryTally = { pending: number; sent: number; dropped: number; failed: number };

/**
 * Counts outbox rows by what happened to them: "sending" is still on its way, as "pending" is; a "sent" row written to
 * the mail drop (no mail server set up) reached nobody and is counted as dropped, never as sent (issue 33, item 1).
 */
export function tallyDelivery(counts: ReadonlyArray<OutboxCount>): DeliveryTally {
  const tally: DeliveryTally = { pending: 0, sent: 0, dropped: 0, failed: 0 };
  for (const { status, mail_drop, count } of counts) {
    if (status === "sent") tally[mail_drop === 1 ? "dropped" : "sent"] += count;
    else if (status === "failed") tally.failed += count;
    else tally.pending += count;
  }
  return tally;
}
