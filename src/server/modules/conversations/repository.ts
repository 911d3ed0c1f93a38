import { sql } from "kysely";
import type { Db } from "../../kernel/database/database.ts";

/** The only SQL of conversations, their messages, blocks, reports and settings. */
export function conversationsRepository(db: Db) {
  /** Her conversations, each with her own marks (last read, last activity). */
  const hers = (userId: number) =>
    db
      .selectFrom("conversation_participants as me")
      .innerJoin("conversations", "conversations.id", "me.conversation_id")
      .select([
        "conversations.id",
        "conversations.stay_request_id",
        "conversations.writable_until",
        "me.last_read_message_id",
        "me.last_activity_at",
      ])
      .where("me.user_id", "=", userId);

  return {
    async insertConversation(row: {
      id: string;
      created_by: number;
      pair_key: string | null;
      stay_request_id: string | null;
      writable_until: string | null;
      created_at: number;
      participantIds: readonly number[];
    }) {
      const { participantIds, ...conversation } = row;
      await db.insertInto("conversations").values(conversation).execute();
      await db
        .insertInto("conversation_participants")
        .values(
          participantIds.map((user_id) => ({
            conversation_id: row.id,
            user_id,
            last_read_message_id: 0,
            last_activity_at: row.created_at,
          })),
        )
        .execute();
    },

    /** The introductions that opened these conversations, with their introducers' names (decision 0062). */
    introductions: (conversationIds: readonly string[]) =>
      conversationIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom("introductions")
            .leftJoin("users as introducer", (join) =>
              join.onRef("introducer.user_id", "=", "introductions.introducer_id").on("introducer.active", "=", 1),
            )
            .select([
              "introductions.conversation_id",
              "introductions.note",
              "introducer.user_id as introducer_id",
              "introducer.name as introducer_name",
              "introductions.decided_at",
            ])
            .where("introductions.conversation_id", "in", [...conversationIds])
            .where("introductions.state", "=", "made")
            .orderBy("introductions.decided_at", "desc")
            .execute(),

    /** Brings a conversation to the top of its members' lists. */
    async touch(conversationId: string, now: number) {
      await db
        .updateTable("conversation_participants")
        .set({ last_activity_at: now })
        .where("conversation_id", "=", conversationId)
        .execute();
    },

    byPairKey: (pairKey: string) =>
      db.selectFrom("conversations").select("id").where("pair_key", "=", pairKey).executeTakeFirst(),

    byStayRequest: (requestId: string) =>
      db.selectFrom("conversations").select("id").where("stay_request_id", "=", requestId).executeTakeFirst(),

    async insertMessage(conversationId: string, authorId: number, text: string, now: number): Promise<number> {
      const inserted = await db
        .insertInto("messages")
        .values({ conversation_id: conversationId, author_id: authorId, text, created_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db
        .updateTable("conversation_participants")
        .set({ last_activity_at: now })
        .where("conversation_id", "=", conversationId)
        .execute();
      await db
        .updateTable("conversation_participants")
        .set({ last_read_message_id: inserted.id })
        .where("conversation_id", "=", conversationId)
        .where("user_id", "=", authorId)
        .execute();
      return inserted.id;
    },

    /** Her conversations, newest activity first. */
    mine: (userId: number) =>
      hers(userId).orderBy("me.last_activity_at", "desc").orderBy("conversations.id", "desc").limit(200).execute(),

    one: (userId: number, conversationId: string) =>
      hers(userId).where("conversations.id", "=", conversationId).executeTakeFirstOrThrow(),

    participants: (conversationIds: readonly string[]) =>
      conversationIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom("conversation_participants")
            .innerJoin("users", "users.user_id", "conversation_participants.user_id")
            .select(["conversation_participants.conversation_id", "users.user_id", "users.name"])
            .where("conversation_participants.conversation_id", "in", [...conversationIds])
            .orderBy("users.name")
            .execute(),

    lastMessages: (conversationIds: readonly string[]) =>
      conversationIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom("messages")
            .select(["id", "conversation_id", "author_id", "text", "created_at"])
            .where("id", "in", (eb) =>
              eb
                .selectFrom("messages as m")
                .select((inner) => inner.fn.max("m.id").as("id"))
                .where("m.conversation_id", "in", [...conversationIds])
                .groupBy("m.conversation_id"),
            )
            .execute(),

    /** Messages after her mark, by others, in each conversation. */
    unreadCounts: (userId: number, conversationIds: readonly string[]) =>
      conversationIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom("messages")
            .innerJoin("conversation_participants as me", (join) =>
              join.onRef("me.conversation_id", "=", "messages.conversation_id").on("me.user_id", "=", userId),
            )
            .select(["messages.conversation_id", (eb) => eb.fn.countAll<number>().as("count")])
            .where("messages.conversation_id", "in", [...conversationIds])
            .whereRef("messages.id", ">", "me.last_read_message_id")
            .where((eb) => eb.or([eb("messages.author_id", "is", null), eb("messages.author_id", "!=", userId)]))
            .groupBy("messages.conversation_id")
            .execute(),

    /** A page of messages older than `beforeId`, newest first. */
    messages: (conversationId: string, beforeId: number | undefined, limit: number) => {
      let query = db
        .selectFrom("messages")
        .leftJoin("users", "users.user_id", "messages.author_id")
        .select([
          "messages.id",
          "messages.author_id",
          "users.name as author_name",
          "messages.text",
          "messages.created_at",
        ])
        .where("messages.conversation_id", "=", conversationId);
      if (beforeId !== undefined) query = query.where("messages.id", "<", beforeId);
      return query.orderBy("messages.id", "desc").limit(limit).execute();
    },

    async markRead(userId: number, conversationId: string, messageId: number) {
      await db
        .updateTable("conversation_participants")
        .set({ last_read_message_id: messageId })
        .where("conversation_id", "=", conversationId)
        .where("user_id", "=", userId)
        .where("last_read_message_id", "<", messageId)
        .execute();
    },

    message: (id: number) =>
      db.selectFrom("messages").select(["id", "conversation_id", "author_id"]).where("id", "=", id).executeTakeFirst(),

    insertReport: (row: { message_id: number; reporter_id: number; reason: string; created_at: number }) =>
      db.insertInto("message_reports").values(row).execute(),

    reports: () =>
      db
        .selectFrom("message_reports")
        .innerJoin("messages", "messages.id", "message_reports.message_id")
        .innerJoin("users as reporter", "reporter.user_id", "message_reports.reporter_id")
        .leftJoin("users as author", "author.user_id", "messages.author_id")
        .select([
          "message_reports.id as report_id",
          "message_reports.reason",
          "message_reports.created_at as reported_at",
          "reporter.user_id as reporter_id",
          "reporter.name as reporter_name",
          "messages.id",
          "messages.author_id",
          "author.name as author_name",
          "messages.text",
          "messages.created_at",
        ])
        .orderBy("message_reports.id", "desc")
        .limit(200)
        .execute(),

    async block(blockerId: number, blockedId: number, now: number) {
      await db
        .insertInto("member_blocks")
        .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: now })
        .onConflict((oc) => oc.columns(["blocker_id", "blocked_id"]).doNothing())
        .execute();
    },

    async unblock(blockerId: number, blockedId: number) {
      await db
        .deleteFrom("member_blocks")
        .where("blocker_id", "=", blockerId)
        .where("blocked_id", "=", blockedId)
        .execute();
    },

    async hasBlocked(blockerId: number, blockedId: number) {
      const row = await db
        .selectFrom("member_blocks")
        .select("blocker_id")
        .where("blocker_id", "=", blockerId)
        .where("blocked_id", "=", blockedId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Where each of these active members receives email. */
    async emailsOf(userIds: readonly number[]) {
      if (userIds.length === 0) return [];
      return db
        .selectFrom("users")
        .select(["user_id", "email"])
        .where("user_id", "in", [...userIds])
        .where("active", "=", 1)
        .execute();
    },

    async memberExists(userId: number) {
      const row = await db
        .selectFrom("users")
        .select("user_id")
        .where("user_id", "=", userId)
        .where("active", "=", 1)
        .executeTakeFirst();
      return row !== undefined;
    },

    async settings(userId: number) {
      const row = await db
        .selectFrom("message_settings")
        .select("who_may_message")
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return row?.who_may_message ?? "members";
    },

    async saveSettings(userId: number, whoMayMessage: string) {
      await db
        .insertInto("message_settings")
        .values({ user_id: userId, who_may_message: whoMayMessage })
        .onConflict((oc) => oc.column("user_id").doUpdateSet({ who_may_message: sql.ref("excluded.who_may_message") }))
        .execute();
    },
  };
}

export type MessageRow = Awaited<ReturnType<ReturnType<typeof conversationsRepository>["messages"]>>[number];
