import type { Db } from "../../kernel/database/database.ts";

export function metricsRepository(db: Db) {
  return {
    /**
     * The outbox's messages by status, a message written to the mail drop (no mail server set up) under "dropped" and
     * not "sent", and when the oldest one still to send was queued.
     */
    async outboxState() {
      const rows = await db
        .selectFrom("outbox")
        .select(["status", "mail_drop", (eb) => eb.fn.countAll<number>().as("n")])
        .groupBy(["status", "mail_drop"])
        .execute();
      const byStatus = new Map<string, number>();
      for (const row of rows) {
        const state = row.status === "sent" && row.mail_drop === 1 ? "dropped" : row.status;
        byStatus.set(state, (byStatus.get(state) ?? 0) + Number(row.n));
      }
      const oldest = await db
        .selectFrom("outbox")
        .select((eb) => eb.fn.min("created_at").as("created_at"))
        .where("status", "in", ["pending", "sending"])
        .executeTakeFirst();
      return {
        byStatus,
        oldestPendingAt:
          oldest?.created_at === null || oldest?.created_at === undefined ? undefined : Number(oldest.created_at),
      };
    },
  };
}
