import type { Db } from "../kernel/database/database.ts";
import { notFound } from "../kernel/http/errors.ts";
import { CONVERSATION_TEXTS } from "../../shared/texts/conversations.ts";
import { conversationRules, type ConversationFacts, type MessagingFacts } from "./conversation-rules.ts";
import type { Actor } from "./rules.ts";

/** The facts conversations' rules need, read once per question (participants, presence, blocks, settings, met). */
function conversationFacts(db: Db) {
  return {
    async conversation(id: string): Promise<(ConversationFacts & { id: string }) | undefined> {
      const row = await db
        .selectFrom("conversations")
        .select(["id", "writable_until"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!row) return undefined;
      const participants = await db
        .selectFrom("conversation_participants")
        .select("user_id")
        .where("conversation_id", "=", id)
        .execute();
      return { id: row.id, writableUntil: row.writable_until, participantIds: participants.map((p) => p.user_id) };
    },

    /** For each member: present or not, blocked either way with the actor, her setting, and whether they met. */
    async messaging(actor: Actor, userIds: readonly number[], now: number) {
      const facts = new Map<number, MessagingFacts>();
      if (userIds.length === 0) return facts;
      const ids = [...userIds];
      const members = await db
        .selectFrom("users")
        .leftJoin("account_closures", (join) =>
          join.onRef("account_closures.user_id", "=", "users.user_id").on("account_closures.erased_at", "is", null),
        )
        .leftJoin("message_settings", "message_settings.user_id", "users.user_id")
        .select([
          "users.user_id",
          "users.active",
          "account_closures.user_id as closing",
          "message_settings.who_may_message",
        ])
        .where("users.user_id", "in", ids)
        .execute();
      const blocks = await db
        .selectFrom("member_blocks")
        .select(["blocker_id", "blocked_id"])
        .where((eb) =>
          eb.or([
            eb.and([eb("blocker_id", "=", actor.user_id), eb("blocked_id", "in", ids)]),
            eb.and([eb("blocked_id", "=", actor.user_id), eb("blocker_id", "in", ids)]),
          ]),
        )
        .execute();
      const blocked = new Set(blocks.map((b) => (b.blocker_id === actor.user_id ? b.blocked_id : b.blocker_id)));
      const met = await db
        .selectFrom("event_participants as mine")
        .innerJoin("event_participants as theirs", "theirs.event_id", "mine.event_id")
        .innerJoin("events", "events.id", "mine.event_id")
        .select("theirs.user_id")
        .distinct()
        .where("mine.user_id", "=", actor.user_id)
        .where("theirs.user_id", "in", ids)
        .where("events.starts_at", "<=", now)
        .execute();
      const metIds = new Set(met.map((row) => row.user_id));
      for (const member of members) {
        facts.set(member.user_id, {
          present: member.active === 1 && member.closing === null,
          blocked: blocked.has(member.user_id),
          whoMayMessage: (member.who_may_message ?? "members") as MessagingFacts["whoMayMessage"],
          met: metIds.has(member.user_id),
        });
      }
      return facts;
    },
  };
}

/**
 * The access layer's questions about conversations (decision 0049): a conversation she is not in is the same 404 as
 * one that does not exist, for admins too; writing asks who the others are now; starting asks each member's choice.
 */
export function conversationAccess(db: Db) {
  const facts = conversationFacts(db);
  const absent: MessagingFacts = { present: false, blocked: false, whoMayMessage: "nobody", met: false };

  async function writable(actor: Actor, conversation: ConversationFacts, today: string, now: number) {
    const others = conversation.participantIds.filter((id) => id !== actor.user_id);
    const known = await facts.messaging(actor, others, now);
    return conversationRules.write(
      actor,
      conversation,
      others.map((id) => known.get(id) ?? absent),
      today,
    );
  }

  return {
    /** The conversation if she takes part in it; else 404, whoever asks. */
    async requireReadableConversation(actor: Actor, id: string) {
      const conversation = await facts.conversation(id.toLowerCase());
      if (!conversation || !conversationRules.read(actor, conversation)) throw notFound(CONVERSATION_TEXTS.notFound);
      return conversation;
    },

    /** Whether she may write in a conversation she reads, now. */
    canWriteConversation: writable,

    /** Of these conversations (which she reads), those she may write in now. */
    async writableConversations(
      actor: Actor,
      conversations: ReadonlyArray<ConversationFacts & { id: string }>,
      today: string,
      now: number,
    ) {
      const others = [...new Set(conversations.flatMap((c) => c.participantIds).filter((id) => id !== actor.user_id))];
      const known = await facts.messaging(actor, others, now);
      return new Set(
        conversations
          .filter((c) =>
            conversationRules.write(
              actor,
              c,
              c.participantIds.filter((id) => id !== actor.user_id).map((id) => known.get(id) ?? absent),
              today,
            ),
          )
          .map((c) => c.id),
      );
    },

    /** The members of `userIds` she may start a conversation with. */
    async startableWith(actor: Actor, userIds: readonly number[], now: number): Promise<Set<number>> {
      const known = await facts.messaging(actor, userIds, now);
      return new Set(
        userIds.filter((id) => {
          const member = known.get(id);
          return member !== undefined && conversationRules.start(actor, { user_id: id, ...member });
        }),
      );
    },

    /** Whether a member exists and is present (she may block her, or be told she may not write to her). */
    async blockedWith(actor: Actor, userId: number, now: number) {
      return (await facts.messaging(actor, [userId], now)).get(userId);
    },

    /** The facts of `messaging` for each member (presence, blocks either way, her setting, met). */
    messagingFacts: (actor: Actor, userIds: readonly number[], now: number) => facts.messaging(actor, userIds, now),

    canReport: conversationRules.report,
    canReadReported: conversationRules.readReported,
  };
}

export type ConversationAccess = ReturnType<typeof conversationAccess>;
