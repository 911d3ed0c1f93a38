import type { ExpressionBuilder } from "kysely";
import type { Db } from "../../kernel/database/database.ts";
import type { Tables } from "../../kernel/database/schema.ts";

/** Her export jobs and the closures of accounts (hers, or an admin's removal), each claimed once across instances. */
export function privacyJobsRepository(db: Db) {
  return {
    latestExport: (userId: number) =>
      db
        .selectFrom("privacy_exports")
        .selectAll()
        .where("user_id", "=", userId)
        .orderBy("requested_at", "desc")
        .limit(1)
        .executeTakeFirst(),

    insertExport: (row: { id: string; user_id: number; requested_at: number }) =>
      db
        .insertInto("privacy_exports")
        .values({ ...row, status: "pending" })
        .execute(),

    /**
     * Claims one due export for one worker: pending, or preparing under a claim that ran out (a crashed instance). The
     * due condition is repeated on the UPDATE so that of two instances racing only one gets the row.
     */
    async claimExport(claimToken: string, now: number, claimUntil: number) {
      const candidate = await db
        .selectFrom("privacy_exports")
        .select("id")
        .where((eb) =>
          eb.or([
            eb("status", "=", "pending"),
            eb.and([eb("status", "=", "preparing"), eb("claimed_until", "<", now)]),
          ]),
        )
        .orderBy("requested_at")
        .limit(1)
        .executeTakeFirst();
      if (!candidate) return undefined;
      return db
        .updateTable("privacy_exports")
        .set({ status: "preparing", claim_token: claimToken, claimed_until: claimUntil })
        .where("id", "=", candidate.id)
        .where((eb) =>
          eb.or([
            eb("status", "=", "pending"),
            eb.and([eb("status", "=", "preparing"), eb("claimed_until", "<", now)]),
          ]),
        )
        .returning(["id", "user_id"])
        .executeTakeFirst();
    },

    markReady: (
      id: string,
      claimToken: string,
      values: { storage_key: string; token_hash: string; ready_at: number; expires_at: number },
    ) =>
      db
        .updateTable("privacy_exports")
        .set({ ...values, status: "ready", claim_token: null, claimed_until: null })
        .where("id", "=", id)
        .where("claim_token", "=", claimToken)
        .executeTakeFirst(),

    markFailed: (id: string, claimToken: string) =>
      db
        .updateTable("privacy_exports")
        .set({ status: "failed", claim_token: null, claimed_until: null })
        .where("id", "=", id)
        .where("claim_token", "=", claimToken)
        .execute(),

    findByTokenHash: (tokenHash: string) =>
      db.selectFrom("privacy_exports").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst(),

    /** Spends the link: answers whether this call was the one that did (a second, even at once, finds it used). */
    async spend(id: string, now: number) {
      const result = await db
        .updateTable("privacy_exports")
        .set({ status: "used", used_at: now })
        .where("id", "=", id)
        .where("status", "=", "ready")
        .where("used_at", "is", null)
        .where("expires_at", ">", now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Archives still in the media store whose link has run out (spent or not): the retention pass deletes them. */
    expiredArchives: (now: number) =>
      db
        .selectFrom("privacy_exports")
        .select(["id", "storage_key"])
        .where("storage_key", "is not", null)
        .where("expires_at", "<=", now)
        .orderBy("expires_at")
        .execute(),

    /** Her archive's file is gone from the media store: the row stays, as her page's "expired". */
    forgetArchive: (id: string) =>
      db.updateTable("privacy_exports").set({ storage_key: null }).where("id", "=", id).execute(),

    exportsOf: (userId: number) =>
      db.selectFrom("privacy_exports").select(["id", "storage_key"]).where("user_id", "=", userId).execute(),

    // Closures.

    closure: (userId: number) =>
      db.selectFrom("account_closures").selectAll().where("user_id", "=", userId).executeTakeFirst(),

    insertClosure: (
      row: Pick<
        Tables["account_closures"],
        "user_id" | "requested_at" | "erase_after" | "keep_comments" | "leave_event_photos" | "by_admin"
      >,
    ) => db.insertInto("account_closures").values(row).execute(),

    /** An admin's removal's closure (decision 0060); answers false when her account is already being closed or erased. */
    async insertRemoval(row: { user_id: number; requested_at: number; erase_after: number }) {
      const result = await db
        .insertInto("account_closures")
        .values({ ...row, keep_comments: 1, leave_event_photos: 1, by_admin: 1 })
        .onConflict((oc) => oc.column("user_id").doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /** Cancels an admin's removal not yet carried out (she was reactivated). */
    cancelRemoval: (userId: number) =>
      db
        .deleteFrom("account_closures")
        .where("user_id", "=", userId)
        .where("by_admin", "=", 1)
        .where("erased_at", "is", null)
        .execute(),

    /** Cancels an open closure (she signed in); answers whether there was one. */
    async cancelClosure(userId: number) {
      const result = await db
        .deleteFrom("account_closures")
        .where("user_id", "=", userId)
        .where("erased_at", "is", null)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Claims one closure whose period is over, once across instances (as claimExport). */
    async claimClosure(claimToken: string, now: number, claimUntil: number) {
      const due = (eb: ExpressionBuilder<Tables, "account_closures">) =>
        eb.and([
          eb("erased_at", "is", null),
          eb("erase_after", "<=", now),
          eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", now)]),
        ]);
      const candidate = await db
        .selectFrom("account_closures")
        .select("user_id")
        .where(due)
        .limit(1)
        .executeTakeFirst();
      if (!candidate) return undefined;
      return db
        .updateTable("account_closures")
        .set({ claim_token: claimToken, claimed_until: claimUntil })
        .where("user_id", "=", candidate.user_id)
        .where(due)
        .returningAll()
        .executeTakeFirst();
    },

    endSessions: (userId: number) => db.deleteFrom("sessions").where("user_id", "=", userId).execute(),
  };
}
