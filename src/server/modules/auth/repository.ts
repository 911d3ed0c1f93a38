import { compiledOnce } from "../../kernel/caches/compiled-once.ts";
import type { Db } from "../../kernel/database/database.ts";
import { hasSecondFactor, REQUIRE_SECOND_FACTOR_FOR_ALL } from "../../access/index.ts";

export { REQUIRE_SECOND_FACTOR_FOR_ALL };

/**
 * The session and its member, and whether the club asks every member for a second factor: every member request asks,
 * so the query is compiled once (its values: the setting's name, then the token's hash).
 */
const findWithMember = compiledOnce((db) =>
  db
    .selectFrom("sessions")
    .innerJoin("users", "users.user_id", "sessions.user_id")
    .select([
      "sessions.created_at",
      "sessions.last_seen_at",
      "sessions.proven_at",
      "users.user_id",
      "users.name",
      "users.type",
      "users.admin",
      "users.active",
      "users.must_change_password",
      "users.temporary_password_expires_at",
      (eb) => hasSecondFactor(eb).as("has_second_factor"),
      (eb) =>
        eb
          .selectFrom("club_settings")
          .select("club_settings.value")
          .where("club_settings.name", "=", "")
          .as("second_factor_for_all"),
    ])
    .where("sessions.token_hash", "=", ""),
);

export function sessionsRepository(db: Db) {
  return {
    async create(session: {
      tokenHash: string;
      userId: number;
      now: number;
      userAgent: string | null;
      clientAddress: string | null;
    }) {
      await db
        .insertInto("sessions")
        .values({
          token_hash: session.tokenHash,
          user_id: session.userId,
          created_at: session.now,
          last_seen_at: session.now,
          proven_at: session.now,
          user_agent: session.userAgent,
          client_address: session.clientAddress,
        })
        .execute();
    },

    async findWithMember(tokenHash: string) {
      return (await findWithMember(db, [REQUIRE_SECOND_FACTOR_FOR_ALL, tokenHash]))[0];
    },

    async touch(tokenHash: string, now: number) {
      await db.updateTable("sessions").set({ last_seen_at: now }).where("token_hash", "=", tokenHash).execute();
    },

    /** A factor (or, for a member with none, her password) proved again in this session: a step-up. */
    async markProven(tokenHash: string, now: number) {
      await db.updateTable("sessions").set({ proven_at: now }).where("token_hash", "=", tokenHash).execute();
    },

    /** A member's sessions, the most recently seen first. */
    listForMember(userId: number) {
      return db
        .selectFrom("sessions")
        .select(["token_hash", "created_at", "last_seen_at", "user_agent", "client_address"])
        .where("user_id", "=", userId)
        .orderBy("last_seen_at", "desc")
        .execute();
    },

    async delete(tokenHash: string) {
      await db.deleteFrom("sessions").where("token_hash", "=", tokenHash).execute();
    },

    /** Ends every session of a member except, optionally, the one in use. */
    async deleteAllForMember(userId: number, exceptTokenHash?: string) {
      let query = db.deleteFrom("sessions").where("user_id", "=", userId);
      if (exceptTokenHash) query = query.where("token_hash", "!=", exceptTokenHash);
      await query.execute();
    },
  };
}

export type SessionsRepository = ReturnType<typeof sessionsRepository>;
