import type { Db } from "../../db/database.ts";
import type { MemberType } from "../../../shared/members.ts";

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

const memberColumns = ["user_id", "name", "email", "type", "admin", "active", "must_change_password"] as const;

export function membersRepository(db: Db) {
  return {
    findById(userId: number) {
      return db.selectFrom("users").select(memberColumns).where("user_id", "=", userId).executeTakeFirst();
    },

    /** The login view of a member: includes the hash and lockout state, never leaves the auth module. */
    findCredentialsByEmail(email: string) {
      return db
        .selectFrom("users")
        .select([...memberColumns, "password_hash", "failed_logins", "locked_until"])
        .where("email", "=", normalizeEmail(email))
        .executeTakeFirst();
    },

    async create(member: { name: string; email: string; type: MemberType; admin: boolean; passwordHash: string | null }) {
      const row = await db
        .insertInto("users")
        .values({
          name: member.name,
          email: normalizeEmail(member.email),
          type: member.type,
          admin: member.admin ? 1 : 0,
          password_hash: member.passwordHash,
          created_at: Date.now(),
        })
        .returning("user_id")
        .executeTakeFirstOrThrow();
      return row.user_id;
    },

    async anyActiveAdmin() {
      const row = await db
        .selectFrom("users")
        .select("user_id")
        .where("admin", "=", 1)
        .where("active", "=", 1)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    async grantAdmin(userId: number) {
      await db.updateTable("users").set({ admin: 1, active: 1 }).where("user_id", "=", userId).execute();
    },

    /** Counts a failed login; the tenth in a row locks the account and starts the count again. */
    async recordFailedLogin(userId: number, now: number, lockAfter: number, lockMs: number) {
      const row = await db
        .updateTable("users")
        .set((eb) => ({ failed_logins: eb("failed_logins", "+", 1) }))
        .where("user_id", "=", userId)
        .returning("failed_logins")
        .executeTakeFirstOrThrow();
      if (row.failed_logins >= lockAfter) {
        await db
          .updateTable("users")
          .set({ failed_logins: 0, locked_until: now + lockMs })
          .where("user_id", "=", userId)
          .execute();
      }
    },

    async clearFailedLogins(userId: number) {
      await db
        .updateTable("users")
        .set({ failed_logins: 0, locked_until: null })
        .where("user_id", "=", userId)
        .where((eb) => eb.or([eb("failed_logins", ">", 0), eb("locked_until", "is not", null)]))
        .execute();
    },
  };
}

export type MembersRepository = ReturnType<typeof membersRepository>;
export type MemberRow = NonNullable<Awaited<ReturnType<MembersRepository["findById"]>>>;

/** Sets a new password and clears what the old one carried: a pending forced change and the lockout. */
export async function setMemberPassword(db: Db, userId: number, passwordHash: string, mustChange = false) {
  await db
    .updateTable("users")
    .set({ password_hash: passwordHash, must_change_password: mustChange ? 1 : 0, failed_logins: 0, locked_until: null })
    .where("user_id", "=", userId)
    .execute();
}
