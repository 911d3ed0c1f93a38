import type { Db } from "../../kernel/database/database.ts";
import { normalizeCode } from "./repository.ts";

/** Members' personal invitations (invitation codes with `invited_by`), the invite tree and the right to invite: all their SQL. */
export function memberInvitationsRepository(db: Db) {
  return {
    /** Holds her user row until the transaction ends, so two invitations at once count her open ones one after the other. */
    lockInviter(userId: number) {
      return db
        .updateTable("users")
        .set((eb) => ({ user_id: eb.ref("user_id") }))
        .where("user_id", "=", userId)
        .returning("user_id")
        .executeTakeFirst();
    },

    ofInviter(userId: number) {
      return db
        .selectFrom("invitation_codes")
        .selectAll()
        .where("invited_by", "=", userId)
        .orderBy("created_at", "desc")
        .orderBy("code")
        .execute();
    },

    findOf(userId: number, code: string) {
      return db
        .selectFrom("invitation_codes")
        .selectAll()
        .where("code", "=", normalizeCode(code))
        .where("invited_by", "=", userId)
        .executeTakeFirst();
    },

    async countOpen(userId: number, now: number) {
      const row = await db
        .selectFrom("invitation_codes")
        .select((eb) => eb.fn.countAll<number | string>().as("open"))
        .where("invited_by", "=", userId)
        .where("uses", "=", 0)
        .where("revoked", "=", 0)
        .where("expires_at", ">", now)
        .executeTakeFirstOrThrow();
      return Number(row.open);
    },

    /** Inserts her invitation; answers undefined when the generated code is taken (the caller draws another). */
    insert(invitation: {
      code: string;
      userId: number;
      email: string;
      note: string | null;
      expiresAt: number;
      now: number;
    }) {
      return db
        .insertInto("invitation_codes")
        .values({
          code: invitation.code,
          max_uses: 1,
          expires_at: invitation.expiresAt,
          note: invitation.note,
          created_by: invitation.userId,
          created_at: invitation.now,
          invited_by: invitation.userId,
          invitee_email: invitation.email,
        })
        .onConflict((oc) => oc.column("code").doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    /** Revokes her invitation while nobody used it; answers undefined when it was used or revoked meanwhile. */
    revokeUnused(code: string) {
      return db
        .updateTable("invitation_codes")
        .set({ revoked: 1 })
        .where("code", "=", normalizeCode(code))
        .where("uses", "=", 0)
        .where("revoked", "=", 0)
        .returningAll()
        .executeTakeFirst();
    },

    /** Every personal invitation, with the application it brought and the member that application became. */
    treeInvitations() {
      return db
        .selectFrom("invitation_codes")
        .leftJoin("applications", "applications.invitation_code", "invitation_codes.code")
        .leftJoin("users", (join) =>
          join.onRef("users.email", "=", "applications.email").on("applications.accepted", "=", 1),
        )
        .select([
          "invitation_codes.code",
          "invitation_codes.invited_by",
          "invitation_codes.invitee_email",
          "invitation_codes.created_at",
          "invitation_codes.expires_at",
          "invitation_codes.uses",
          "invitation_codes.revoked",
          "applications.accepted",
          "applications.id as application_id",
          "applications.created_at as applied_at",
          "users.user_id as member_id",
        ])
        .where("invitation_codes.invited_by", "is not", null)
        .orderBy("invitation_codes.created_at")
        .orderBy("invitation_codes.code")
        .execute();
    },

    /** These members, with whether an admin took their right to invite away. */
    treeMembers(userIds: readonly number[]) {
      if (userIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom("users")
        .leftJoin("invite_right_revocations", "invite_right_revocations.user_id", "users.user_id")
        .select([
          "users.user_id",
          "users.name",
          "users.active",
          "users.created_at",
          "invite_right_revocations.revoked_at",
        ])
        .where("users.user_id", "in", [...userIds])
        .orderBy("users.created_at")
        .orderBy("users.user_id")
        .execute();
    },

    /** Members an admin paused, whether or not they invited anyone yet. */
    async revokedMemberIds() {
      return (await db.selectFrom("invite_right_revocations").select("user_id").execute()).map((row) => row.user_id);
    },

    memberExists(userId: number) {
      return db.selectFrom("users").select(["user_id", "name"]).where("user_id", "=", userId).executeTakeFirst();
    },

    async takeRight(userId: number, adminId: number, now: number) {
      await db
        .insertInto("invite_right_revocations")
        .values({ user_id: userId, revoked_by: adminId, revoked_at: now })
        .onConflict((oc) => oc.column("user_id").doNothing())
        .execute();
    },

    async giveRight(userId: number) {
      await db.deleteFrom("invite_right_revocations").where("user_id", "=", userId).execute();
    },
  };
}
