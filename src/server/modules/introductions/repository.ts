import type { Db } from "../../kernel/database/database.ts";

const OPEN_STATES = ["asked", "forwarded"];

/** The only SQL of introductions. */
export function introductionsRepository(db: Db) {
  const withNames = () =>
    db
      .selectFrom("introductions")
      .innerJoin("users as asker", "asker.user_id", "introductions.asker_id")
      .innerJoin("users as introducer", "introducer.user_id", "introductions.introducer_id")
      .innerJoin("users as to", "to.user_id", "introductions.to_user_id")
      .select([
        "introductions.id",
        "introductions.asker_id",
        "asker.name as asker_name",
        "introductions.introducer_id",
        "introducer.name as introducer_name",
        "introductions.to_user_id",
        "to.name as to_name",
        "introductions.reason",
        "introductions.note",
        "introductions.state",
        "introductions.conversation_id",
        "introductions.created_at",
        "introductions.forwarded_at",
      ]);

  return {
    insert: (row: {
      id: string;
      asker_id: number;
      introducer_id: number;
      to_user_id: number;
      reason: string;
      created_at: number;
    }) =>
      db
        .insertInto("introductions")
        .values({ ...row, note: null, state: "asked", conversation_id: null, forwarded_at: null, decided_at: null })
        .execute(),

    /** Whether she has an introduction to this member still open (asked or forwarded). */
    async openBetween(askerId: number, toUserId: number) {
      const row = await db
        .selectFrom("introductions")
        .select("id")
        .where("asker_id", "=", askerId)
        .where("to_user_id", "=", toUserId)
        .where("state", "in", OPEN_STATES)
        .executeTakeFirst();
      return row !== undefined;
    },

    one: (id: string) => withNames().where("introductions.id", "=", id).executeTakeFirst(),

    /** The introductions she takes part in, newest first (the access layer then keeps those she may see). */
    hers: (userId: number) =>
      withNames()
        .where((eb) =>
          eb.or([
            eb("introductions.asker_id", "=", userId),
            eb("introductions.introducer_id", "=", userId),
            eb("introductions.to_user_id", "=", userId),
          ]),
        )
        .orderBy("introductions.created_at", "desc")
        .orderBy("introductions.id", "desc")
        .limit(100)
        .execute(),

    /** Moves it from one state to the next; false when it was no longer in `from` (another request moved it). */
    async move(
      id: string,
      from: string,
      change: { state: string; note?: string; forwarded_at?: number; decided_at?: number; conversation_id?: string },
    ) {
      const result = await db
        .updateTable("introductions")
        .set(change)
        .where("id", "=", id)
        .where("state", "=", from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    activeMember: (userId: number) =>
      db
        .selectFrom("users")
        .select(["user_id", "name"])
        .where("user_id", "=", userId)
        .where("active", "=", 1)
        .executeTakeFirst(),

    /** These members' names, by name. */
    names: (userIds: readonly number[]) =>
      userIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom("users")
            .select(["user_id", "name"])
            .where("user_id", "in", [...userIds])
            .orderBy("name")
            .execute(),
  };
}

export type IntroductionRow = NonNullable<Awaited<ReturnType<ReturnType<typeof introductionsRepository>["one"]>>>;
