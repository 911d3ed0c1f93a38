import type { Db } from "../../kernel/database/database.ts";
import { normalizeEmail } from "../../../shared/email-address.ts";
import type { MemberType } from "../../../shared/members.ts";

const memberColumns = ["user_id", "name", "email", "type", "admin", "active", "must_change_password"] as const;

export function membersRepository(db: Db) {
  return {
    findById(userId: number) {
      return db.selectFrom("users").select(memberColumns).where("user_id", "=", userId).executeTakeFirst();
    },

    /** The member with this email, if any (credentials stay in the auth module). */
    findByEmail(email: string) {
      return db.selectFrom("users").select(memberColumns).where("email", "=", normalizeEmail(email)).executeTakeFirst();
    },

    /** `mustChangePassword`: the password works, but must be replaced at the first login (without an expiry date). */
    async create(member: {
      name: string;
      email: string;
      type: MemberType;
      admin: boolean;
      passwordHash: string | null;
      mustChangePassword?: boolean;
    }) {
      const row = await db
        .insertInto("users")
        .values({
          name: member.name,
          email: normalizeEmail(member.email),
          type: member.type,
          admin: member.admin ? 1 : 0,
          password_hash: member.passwordHash,
          ...(member.mustChangePassword ? { must_change_password: 1 } : {}),
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
  };
}

export type MembersRepository = ReturnType<typeof membersRepository>;
export type MemberRow = NonNullable<Awaited<ReturnType<MembersRepository["findById"]>>>;

/** Member management: the admin's view of every member, and the changes admins and members make. */
export function memberAdministrationRepository(db: Db) {
  return {
    list() {
      return db
        .selectFrom("users")
        .select(["user_id", "name", "email", "type", "admin", "active", "created_at"])
        .orderBy("name")
        .orderBy("user_id")
        .execute();
    },

    findForUpdate(userId: number) {
      return db
        .selectFrom("users")
        .select(["user_id", "name", "type", "admin", "active", "password_hash"])
        .where("user_id", "=", userId)
        .executeTakeFirst();
    },

    async update(userId: number, changes: { name?: string; type?: MemberType; admin?: boolean; active?: boolean }) {
      await db
        .updateTable("users")
        .set({
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          ...(changes.type !== undefined ? { type: changes.type } : {}),
          ...(changes.admin !== undefined ? { admin: changes.admin ? 1 : 0 } : {}),
          ...(changes.active !== undefined ? { active: changes.active ? 1 : 0 } : {}),
        })
        .where("user_id", "=", userId)
        .execute();
    },

    /** How many active admins there are besides the given member. */
    async otherActiveAdmins(userId: number) {
      const row = await db
        .selectFrom("users")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("admin", "=", 1)
        .where("active", "=", 1)
        .where("user_id", "!=", userId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    getPreferences(userId: number) {
      return db
        .selectFrom("users")
        .select(["club_announcements", "comment_notifications"])
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow();
    },

    async setPreferences(userId: number, preferences: { clubAnnouncements: boolean; commentNotifications: boolean }) {
      await db
        .updateTable("users")
        .set({
          club_announcements: preferences.clubAnnouncements ? 1 : 0,
          comment_notifications: preferences.commentNotifications ? 1 : 0,
        })
        .where("user_id", "=", userId)
        .execute();
    },
  };
}
