import type { Db } from "../../kernel/database/database.ts";
import type { ApplicationSubmission } from "../../../shared/applications.ts";
import { normalizeEmail } from "../../../shared/email-address.ts";

export function applicationsRepository(db: Db) {
  return {
    findPendingByEmail(email: string) {
      return db
        .selectFrom("applications")
        .select(["id"])
        .where("email", "=", normalizeEmail(email))
        .where("accepted", "is", null)
        .executeTakeFirst();
    },

    async insert(application: ApplicationSubmission, now = Date.now()) {
      const { id } = await db
        .insertInto("applications")
        .values({
          full_name: application.full_name,
          email: normalizeEmail(application.email),
          phone: application.phone,
          membership_type: application.membershipType,
          membership_tier: application.tier,
          interests: JSON.stringify(application.interests),
          availability: application.availability,
          reason: application.reason,
          referral: application.referral,
          comments: application.comments,
          invitation_code: application.invitationCode.toUpperCase(),
          created_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (application.membershipType === "Travel Host") {
        await db
          .insertInto("application_properties")
          .values({
            application_id: id,
            address: application.propertyAddress,
            type: application.propertyType,
            description: application.propertyDescription,
            availability: application.propertyAvailability,
          })
          .execute();
      }
      return id;
    },

    /** Every application, newest first, each with its properties (two queries, whatever the count). */
    async listWithProperties() {
      const applications = await db
        .selectFrom("applications")
        .selectAll()
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .execute();
      const properties = applications.length
        ? await db
            .selectFrom("application_properties")
            .selectAll()
            .where(
              "application_id",
              "in",
              applications.map((a) => a.id),
            )
            .orderBy("id")
            .execute()
        : [];
      const votes = await this.votesOf(applications.map((a) => a.id));
      return applications.map((application) => ({
        ...application,
        properties: properties.filter((p) => p.application_id === application.id),
        votes: votes.filter((v) => v.application_id === application.id),
      }));
    },

    /** Decides a pending application; answers undefined when it does not exist or was already decided. */
    decide(id: number, accepted: boolean, adminId: number, now = Date.now()) {
      return db
        .updateTable("applications")
        .set({ accepted: accepted ? 1 : 0, decided_by: adminId, decided_at: now })
        .where("id", "=", id)
        .where("accepted", "is", null)
        .returningAll()
        .executeTakeFirst();
    },

    /** The property of the newest accepted application from this address, if it had one. */
    acceptedPropertyOf(email: string) {
      return db
        .selectFrom("application_properties as p")
        .innerJoin("applications as a", "a.id", "p.application_id")
        .select(["p.address", "p.type", "p.description", "p.availability"])
        .where("a.email", "=", normalizeEmail(email))
        .where("a.accepted", "=", 1)
        .orderBy("a.decided_at", "desc")
        .orderBy("p.id")
        .executeTakeFirst();
    },

    /**
     * Takes the application's row for this transaction (a write that changes nothing: a row lock on PostgreSQL, the
     * database's write lock on SQLite), so two admins voting at once are counted one after the other.
     */
    lockForVote(id: number) {
      return db
        .updateTable("applications")
        .set((eb) => ({ decided_at: eb.ref("decided_at") }))
        .where("id", "=", id)
        .returning(["id", "accepted"])
        .executeTakeFirst();
    },

    async hasVoted(applicationId: number, userId: number) {
      return (
        (await db
          .selectFrom("application_votes")
          .select("user_id")
          .where("application_id", "=", applicationId)
          .where("user_id", "=", userId)
          .executeTakeFirst()) !== undefined
      );
    },

    async insertVote(vote: { applicationId: number; userId: number; vote: "approve" | "reject"; note: string | null }) {
      await db
        .insertInto("application_votes")
        .values({
          application_id: vote.applicationId,
          user_id: vote.userId,
          vote: vote.vote,
          note: vote.note,
          created_at: Date.now(),
        })
        .execute();
    },

    async countVotes(applicationId: number) {
      const rows = await db
        .selectFrom("application_votes")
        .select(["vote"])
        .where("application_id", "=", applicationId)
        .execute();
      return {
        approvals: rows.filter((row) => row.vote === "approve").length,
        rejections: rows.filter((row) => row.vote === "reject").length,
      };
    },

    /** Every vote on these applications, oldest first, with the voter's name. */
    votesOf(applicationIds: number[]) {
      if (applicationIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom("application_votes as v")
        .innerJoin("users as u", "u.user_id", "v.user_id")
        .select(["v.application_id", "v.user_id", "u.name", "v.vote", "v.note", "v.created_at"])
        .where("v.application_id", "in", applicationIds)
        .orderBy("v.created_at")
        .orderBy("v.user_id")
        .execute();
    },

    async exists(id: number) {
      return (await db.selectFrom("applications").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
    },
  };
}

export type ApplicationWithProperties = Awaited<
  ReturnType<ReturnType<typeof applicationsRepository>["listWithProperties"]>
>[number];
