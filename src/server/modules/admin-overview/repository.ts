import { sql } from "kysely";
import type { Db } from "../../kernel/database/database.ts";

/** A mailing copy's outbox key is `mailing:<mailing_id>:<user_id>` (see the mailings module). */
const outboxKeyOf = sql<string>`'mailing:' || mr.mailing_id || ':' || mr.user_id`;
const DAY_MS = 86_400_000;

/** Read-only counts across the club's tables for the admin dashboard. */
export function adminOverviewRepository(db: Db) {
  return {
    async pendingApplications(): Promise<number> {
      const row = await db
        .selectFrom("applications")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("accepted", "is", null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Members counted by active flag, type and admin flag. */
    async memberCounts() {
      const rows = await db
        .selectFrom("users")
        .select((eb) => ["active", "type", "admin", eb.fn.countAll().as("n")])
        .groupBy(["active", "type", "admin"])
        .execute();
      return rows.map((row) => ({
        active: row.active === 1,
        type: row.type,
        admin: row.admin === 1,
        count: Number(row.n),
      }));
    },

    async upcomingEventCount(now: number, days: number): Promise<number> {
      const row = await db
        .selectFrom("events")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("starts_at", ">=", now)
        .where("starts_at", "<", now + days * DAY_MS)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    nextEvents(now: number, limit: number) {
      return db
        .selectFrom("events")
        .select(["id", "title", "event_date", "start_time"])
        .where("starts_at", ">=", now)
        .orderBy("starts_at")
        .orderBy("id")
        .limit(limit)
        .execute();
    },

    /** The newest mailings that still have copies queued or being sent, with their copies counted by status and mail drop. */
    async mailingsInProgress(limit: number) {
      const inProgress = await db
        .selectFrom("mailing_recipients as mr")
        .innerJoin("outbox as o", (join) => join.on((eb) => eb(eb.ref("o.idempotency_key"), "=", outboxKeyOf)))
        .select("mr.mailing_id")
        .where("o.status", "in", ["pending", "sending"])
        .groupBy("mr.mailing_id")
        .orderBy("mr.mailing_id", "desc")
        .limit(limit)
        .execute();
      const ids = inProgress.map((row) => row.mailing_id);
      if (ids.length === 0) return [];
      const [mailings, counts] = await Promise.all([
        db
          .selectFrom("mailings")
          .select(["id", "subject", "created_at"])
          .where("id", "in", ids)
          .orderBy("id", "desc")
          .execute(),
        db
          .selectFrom("mailing_recipients as mr")
          .innerJoin("outbox as o", (join) => join.on((eb) => eb(eb.ref("o.idempotency_key"), "=", outboxKeyOf)))
          .select((eb) => ["mr.mailing_id", "o.status", "o.mail_drop", eb.fn.countAll().as("n")])
          .where("mr.mailing_id", "in", ids)
          .groupBy(["mr.mailing_id", "o.status", "o.mail_drop"])
          .execute(),
      ]);
      return mailings.map((mailing) => ({
        ...mailing,
        counts: counts
          .filter((row) => row.mailing_id === mailing.id)
          .map((row) => ({ status: row.status, mail_drop: row.mail_drop, count: Number(row.n) })),
      }));
    },
  };
}

export type AdminOverviewRepository = ReturnType<typeof adminOverviewRepository>;
