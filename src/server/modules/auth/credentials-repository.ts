import type { Db } from "../../kernel/database/database.ts";
import { normalizeEmail } from "../../../shared/email-address.ts";

const memberColumns = ["user_id", "name", "email", "type", "admin", "active", "must_change_password"] as const;

/** A member's credentials in the users table: what signing in and setting a password read and write. */
export function credentialsRepository(db: Db) {
  return {
    findById(userId: number) {
      return db.selectFrom("users").select(memberColumns).where("user_id", "=", userId).executeTakeFirst();
    },

    /** The login view of a member: includes the hash, never leaves the auth module. */
    findCredentialsByEmail(email: string) {
      return db
        .selectFrom("users")
        .select([...memberColumns, "password_hash", "temporary_password_expires_at"])
        .where("email", "=", normalizeEmail(email))
        .executeTakeFirst();
    },

    /** The account and password hash of a signed-in member, to check her password again (never leaves the auth module). */
    findSignedInCredentials(userId: number) {
      return db.selectFrom("users").select(["email", "password_hash"]).where("user_id", "=", userId).executeTakeFirst();
    },

    /** The same password hashed again with today's settings (nothing else about the account changes). */
    async replacePasswordHash(userId: number, passwordHash: string) {
      await db.updateTable("users").set({ password_hash: passwordHash }).where("user_id", "=", userId).execute();
    },
  };
}

export type CredentialsRepository = ReturnType<typeof credentialsRepository>;

/**
 * Sets a new password and clears what the old one carried: a pending forced change. A temporary
 * password (`temporaryUntil`: when it stops working) must be replaced at the next login.
 */
export async function setMemberPassword(
  db: Db,
  userId: number,
  passwordHash: string,
  temporaryUntil: number | null = null,
) {
  await db
    .updateTable("users")
    .set({
      password_hash: passwordHash,
      must_change_password: temporaryUntil === null ? 0 : 1,
      temporary_password_expires_at: temporaryUntil,
    })
    .where("user_id", "=", userId)
    .execute();
}
