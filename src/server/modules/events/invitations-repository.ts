import type { Db } from "../../kernel/database/database.ts";

/** Event invitations (stored by token hash only) and the member facts invitations need. */
export function eventInvitationsRepository(db: Db) {
  return {
    async create(invitation: {
      tokenHash: string;
      eventId: string;
      userId: number;
      invitedBy: number;
      expiresAt: number;
      now: number;
    }) {
      await db
        .insertInto("event_invitations")
        .values({
          token_hash: invitation.tokenHash,
          event_id: invitation.eventId,
          user_id: invitation.userId,
          invited_by: invitation.invitedBy,
          expires_at: invitation.expiresAt,
          used_at: null,
          created_at: invitation.now,
        })
        .execute();
    },

    find(tokenHash: string) {
      return db.selectFrom("event_invitations").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();
    },

    /** Single use even under concurrency: only the first caller sees true. */
    async markUsed(tokenHash: string, now: number) {
      const result = await db
        .updateTable("event_invitations")
        .set({ used_at: now })
        .where("token_hash", "=", tokenHash)
        .where("used_at", "is", null)
        .where("expires_at", ">", now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Ends a member's usable invitations to an event (she declined them). */
    async endUsable(eventId: string, userId: number, now: number) {
      await db
        .updateTable("event_invitations")
        .set({ expires_at: now })
        .where("event_id", "=", eventId)
        .where("user_id", "=", userId)
        .where("used_at", "is", null)
        .where("expires_at", ">", now)
        .execute();
    },

    /** The active members among these ids, with the email the invitation goes to. */
    activeMembers(userIds: readonly number[]) {
      if (userIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom("users")
        .select(["user_id", "name", "email"])
        .where("user_id", "in", userIds)
        .where("active", "=", 1)
        .orderBy("user_id")
        .execute();
    },
  };
}
