import type { Db } from "../../kernel/database/database.ts";
import type { DuesEntriesTable } from "../../kernel/database/schema.ts";

export type NewDuesEntry = Omit<DuesEntriesTable, "id">;

/** The only SQL of the dues ledger (decision 48): its entries, the members it is about, the reminders sent. */
export function duesRepository(db: Db) {
  return {
    async insert(entry: NewDuesEntry): Promise<number> {
      const row = await db.insertInto("dues_entries").values(entry).returning("id").executeTakeFirstOrThrow();
      return Number(row.id);
    },

    entries: (userId: number) =>
      db
        .selectFrom("dues_entries")
        .selectAll()
        .where("user_id", "=", userId)
        .orderBy("entry_date", "desc")
        .orderBy("id", "desc")
        .execute(),

    /** Each member's charges and payments summed (for the renewals view). */
    totals: () =>
      db
        .selectFrom("dues_entries")
        .select((eb) => ["user_id", "kind", eb.fn.sum<number | string>("amount").as("total")])
        .groupBy(["user_id", "kind"])
        .execute(),

    /** Who a receipt or reminder goes to. */
    contact: (userId: number) =>
      db
        .selectFrom("users")
        .select(["user_id", "name", "email", "type", "active", "membership_tier"])
        .where("user_id", "=", userId)
        .executeTakeFirst(),

    /** Every active member with her term (the renewals view and the reminders read it). */
    activeMembers: () =>
      db
        .selectFrom("users")
        .select([
          "user_id",
          "name",
          "email",
          "created_at",
          "membership_tier",
          "membership_term_start",
          "membership_term_end",
        ])
        .where("active", "=", 1)
        .orderBy("name")
        .execute(),

    /** Marks one reminder sent; false when some instance already did (the primary key decides, once). */
    async claimReminder(userId: number, termEnd: number, stage: string, now: number): Promise<boolean> {
      const result = await db
        .insertInto("dues_reminders")
        .values({ user_id: userId, term_end: termEnd, stage, sent_at: now })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
  };
}

export type DuesEntryRow = Awaited<ReturnType<ReturnType<typeof duesRepository>["entries"]>>[number];
