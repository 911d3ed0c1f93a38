import type { Db } from "../../kernel/database/database.ts";

export function metricsRepository(db: Db) {
  return {
    /** The outbox's messages by status, and when the oldest one still to send was queued. */
    async outboxState() {
      const byStatus = await db
        .selectFrom("outbox")
        .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
        .groupBy("status")
        .execute();
      const oldest = await db
        .selectFrom("outbox")
        .select((eb) => eb.fn.min("created_at").as("created_at"))
        .where("status", "in", ["pending", "sending"])
        .executeTakeFirst();
      return {
        byStatus: new Map(byStatus.map((row) => [row.status, Number(row.n)])),
        oldestPendingAt:
          oldest?.created_at === null || oldest?.created_at === undefined ? undefined : Number(oldest.created_at),
      };
    },
  };
}
