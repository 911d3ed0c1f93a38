import type { Db } from "../../kernel/database/database.ts";
import { normalizeEmail } from "../../../shared/email-address.ts";

/** The only SQL for the sponsors applicants name (decision 0068). */
export function sponsorshipsRepository(db: Db) {
  return {
    async insert(sponsorship: {
      applicationId: number;
      sponsorEmail: string;
      sponsorUserId: number | null;
      applicantNote: string | null;
      tokenHash: string | null;
      expiresAt: number | null;
      createdAt: number;
    }) {
      await db
        .insertInto("application_sponsorships")
        .values({
          application_id: sponsorship.applicationId,
          sponsor_email: normalizeEmail(sponsorship.sponsorEmail),
          sponsor_user_id: sponsorship.sponsorUserId,
          applicant_note: sponsorship.applicantNote,
          token_hash: sponsorship.tokenHash,
          expires_at: sponsorship.expiresAt,
          created_at: sponsorship.createdAt,
        })
        .execute();
    },

    /** One application's sponsorship with what its sponsor is asked about. */
    find(applicationId: number) {
      return db
        .selectFrom("application_sponsorships as s")
        .innerJoin("applications as a", "a.id", "s.application_id")
        .select([
          "s.application_id",
          "s.sponsor_user_id",
          "s.applicant_note",
          "s.token_hash",
          "s.answer",
          "a.full_name",
          "a.accepted",
        ])
        .where("s.application_id", "=", applicationId)
        .executeTakeFirst();
    },

    /** Records her answer once: undefined when she (or a request at the same moment) already answered. */
    answer(applicationId: number, answer: "confirm" | "decline", words: string | null, now: number) {
      return db
        .updateTable("application_sponsorships")
        .set({ answer, words, answered_at: now })
        .where("application_id", "=", applicationId)
        .where("answer", "is", null)
        .returning("application_id")
        .executeTakeFirst();
    },

    /** These applications' sponsorships, with the sponsor's name when she is a member. */
    of(applicationIds: number[]) {
      if (applicationIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom("application_sponsorships as s")
        .leftJoin("users as u", "u.user_id", "s.sponsor_user_id")
        .select([
          "s.application_id",
          "s.sponsor_email",
          "s.sponsor_user_id",
          "u.name",
          "s.expires_at",
          "s.answer",
          "s.words",
          "s.answered_at",
        ])
        .where("s.application_id", "in", applicationIds)
        .execute();
    },
  };
}

export type SponsorshipRow = Awaited<ReturnType<ReturnType<typeof sponsorshipsRepository>["of"]>>[number];
