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
      return applications.map((application) => ({
        ...application,
        properties: properties.filter((p) => p.application_id === application.id),
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

    async exists(id: number) {
      return (await db.selectFrom("applications").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
    },
  };
}

export type ApplicationWithProperties = Awaited<
  ReturnType<ReturnType<typeof applicationsRepository>["listWithProperties"]>
>[number];
