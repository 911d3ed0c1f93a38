import type { Db } from "../../kernel/database/database.ts";
import { normalizeEmail } from "../../../shared/email-address.ts";

export const REGISTRATION_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function registrationInvitationsRepository(db: Db) {
  return {
    async create(
      invitation: {
        tokenHash: string;
        email: string;
        type: string;
        applicationId: number | null;
        /** The tier an accepted application was given with its type (decision 52); none by default. */
        membershipTier?: string | null | undefined;
      },
      now = Date.now(),
    ) {
      await db
        .insertInto("registration_invitations")
        .values({
          token_hash: invitation.tokenHash,
          email: normalizeEmail(invitation.email),
          type: invitation.type,
          application_id: invitation.applicationId,
          membership_tier: invitation.membershipTier ?? null,
          expires_at: now + REGISTRATION_TOKEN_TTL_MS,
          created_at: now,
        })
        .execute();
    },

    /** An unused, unexpired invitation, or undefined; with the name she gave when she applied (null without one). */
    findUsable(tokenHash: string, now = Date.now()) {
      return db
        .selectFrom("registration_invitations as i")
        .leftJoin("applications as a", "a.id", "i.application_id")
        .select(["i.token_hash", "i.email", "i.type", "i.membership_tier", "a.full_name as applicant_name"])
        .where("i.token_hash", "=", tokenHash)
        .where("i.used_at", "is", null)
        .where("i.expires_at", ">", now)
        .executeTakeFirst();
    },

    /** The latest invitation ever made to an address, used or not: a new link repeats its type and application. */
    latestFor(email: string) {
      return db
        .selectFrom("registration_invitations")
        .select(["type", "application_id", "membership_tier"])
        .where("email", "=", normalizeEmail(email))
        .orderBy("created_at", "desc")
        .limit(1)
        .executeTakeFirst();
    },

    /** Ends every outstanding link to an address: each answers as used from now on. */
    async endAllFor(email: string, now = Date.now()) {
      await db
        .updateTable("registration_invitations")
        .set({ used_at: now })
        .where("email", "=", normalizeEmail(email))
        .where("used_at", "is", null)
        .execute();
    },

    /** Marks the invitation used if it still was usable; false means someone else used it first. */
    async markUsed(tokenHash: string, now = Date.now()) {
      const row = await db
        .updateTable("registration_invitations")
        .set({ used_at: now })
        .where("token_hash", "=", tokenHash)
        .where("used_at", "is", null)
        .where("expires_at", ">", now)
        .returning("token_hash")
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
