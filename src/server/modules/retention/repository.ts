import type { Db } from "../../kernel/database/database.ts";

/** How many rows a delete removed, whichever dialect answered. */
const removed = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

/** Applications are removed a few hundred at a time, so no statement carries an unbounded list of ids. */
const CHUNK = 500;

/**
 * The retention pass's SQL (decision 0060): each kind of data removed once past its time, and the day's claim row
 * that lets one instance run the pass. Times are milliseconds; a cutoff is the oldest moment still kept.
 */
export function retentionRepository(db: Db) {
  return {
    /**
     * Claims the day's pass: the first insert of the day's row wins (the primary key decides, once across instances);
     * a row whose instance stopped before finishing may be taken over once its claim has run out.
     */
    async claimDay(day: string, claimToken: string, now: number, claimedUntil: number): Promise<boolean> {
      const inserted = await db
        .insertInto("retention_runs")
        .values({ day, claim_token: claimToken, claimed_until: claimedUntil, started_at: now })
        .onConflict((oc) => oc.column("day").doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;
      const taken = await db
        .updateTable("retention_runs")
        .set({ claim_token: claimToken, claimed_until: claimedUntil, started_at: now })
        .where("day", "=", day)
        .where("finished_at", "is", null)
        .where("claimed_until", "<", now)
        .executeTakeFirst();
      return Number(taken.numUpdatedRows) === 1;
    },

    finishDay: (day: string, claimToken: string, now: number, counts: Record<string, number>) =>
      db
        .updateTable("retention_runs")
        .set({ finished_at: now, removed: JSON.stringify(counts) })
        .where("day", "=", day)
        .where("claim_token", "=", claimToken)
        .execute(),

    /** Sessions not used since the cutoff (signing her out of a browser left idle that long). */
    sessions: async (cutoff: number) =>
      removed(await db.deleteFrom("sessions").where("last_seen_at", "<", cutoff).executeTakeFirst()),

    /** Devices she has not signed in from since the cutoff (the next sign-in from one is a new device again). */
    devices: async (cutoff: number) =>
      removed(await db.deleteFrom("known_devices").where("last_seen_at", "<", cutoff).executeTakeFirst()),

    /**
     * The mail log's lines sent or given up on before the cutoff (a line still to send stays, however old), then the
     * shared bodies no line uses any more.
     */
    async mailLog(cutoff: number): Promise<number> {
      const lines = removed(
        await db
          .deleteFrom("outbox")
          .where("status", "in", ["sent", "failed"])
          .where((eb) => eb(eb.fn.coalesce("sent_at", "last_attempt_at", "created_at"), "<", cutoff))
          .executeTakeFirst(),
      );
      await db
        .deleteFrom("outbox_bodies")
        .where("created_at", "<", cutoff)
        .where((eb) =>
          eb.not(
            eb.exists(eb.selectFrom("outbox").select("outbox.id").whereRef("outbox.body_id", "=", "outbox_bodies.id")),
          ),
        )
        .execute();
      return lines;
    },

    /**
     * Applications declined before the cutoff, with their votes, sponsors, properties and invitations; the audit entries about
     * them keep what was done but no longer the applicant's address.
     */
    async declinedApplications(cutoff: number): Promise<number> {
      const ids = (
        await db
          .selectFrom("applications")
          .select("id")
          .where("accepted", "=", 0)
          .where("decided_at", "<", cutoff)
          .execute()
      ).map((row) => row.id);
      for (let at = 0; at < ids.length; at += CHUNK) {
        const chunk = ids.slice(at, at + CHUNK);
        await db.deleteFrom("application_votes").where("application_id", "in", chunk).execute();
        await db.deleteFrom("application_sponsorships").where("application_id", "in", chunk).execute();
        await db.deleteFrom("application_properties").where("application_id", "in", chunk).execute();
        await db.deleteFrom("registration_invitations").where("application_id", "in", chunk).execute();
        await db
          .updateTable("audit_log")
          .set({ details: null })
          .where(
            "target",
            "in",
            chunk.map((id) => `application:${id}`),
          )
          .execute();
        await db.deleteFrom("applications").where("id", "in", chunk).execute();
      }
      return ids.length;
    },

    /** Audit entries written before the cutoff. */
    audit: async (cutoff: number) =>
      removed(await db.deleteFrom("audit_log").where("created_at", "<", cutoff).executeTakeFirst()),
  };
}
