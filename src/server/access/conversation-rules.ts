import type { Expression, ExpressionBuilder, SqlBool } from "kysely";
import type { Tables } from "../kernel/database/schema.ts";
import type { Actor } from "./rules.ts";

/** What the access layer knows of a conversation: who takes part, and the last day anyone may write in it. */
export interface ConversationFacts {
  participantIds: readonly number[];
  /** YYYY-MM-DD; null: no end (a stay request's conversation ends 30 days after the stay). */
  writableUntil: string | null;
}

/** How a member stands to another she would write to. */
export interface MessagingFacts {
  /** Active, and not closing her account. */
  present: boolean;
  /** Either has blocked the other. */
  blocked: boolean;
  whoMayMessage: "members" | "met" | "nobody";
  /** They took part in the same event that has begun. */
  met: boolean;
}

/**
 * Conversations (docs/product/conversations.md, decision 0049): only their participants read them, admins included
 * (an admin reads a message only once it is reported to the admins). Writing needs every other participant present,
 * no block between her and any of them, and the conversation still open.
 */
export const conversationRules = {
  read: (actor: Actor, conversation: ConversationFacts) => conversation.participantIds.includes(actor.user_id),

  write: (
    actor: Actor,
    conversation: ConversationFacts,
    others: readonly Pick<MessagingFacts, "present" | "blocked">[],
    today: string,
  ) =>
    conversationRules.read(actor, conversation) &&
    (conversation.writableUntil === null || today <= conversation.writableUntil) &&
    others.every((other) => other.present && !other.blocked),

  /** Start a conversation with a member: she is present, neither blocked the other, and she receives from the actor. */
  start: (actor: Actor, member: { user_id: number } & MessagingFacts) =>
    member.user_id !== actor.user_id &&
    member.present &&
    !member.blocked &&
    (member.whoMayMessage === "members" || (member.whoMayMessage === "met" && member.met)),

  /** Report a message to the admins: a participant, about someone else's message. */
  report: (actor: Actor, conversation: ConversationFacts, authorId: number | null) =>
    conversationRules.read(actor, conversation) && authorId !== actor.user_id,

  /** Reported messages, and only those: admins. */
  readReported: (actor: Actor) => actor.admin,
};

/**
 * The SQL form of conversationRules.read, for queries over `messages` (search): a message of a conversation she takes
 * part in now. Admins are no exception; a member who was removed from a conversation (her account erased) finds
 * nothing of it.
 */
export function readableMessages(actor: Actor) {
  return (eb: ExpressionBuilder<Tables, "messages">): Expression<SqlBool> =>
    eb.exists(
      eb
        .selectFrom("conversation_participants")
        .select("conversation_participants.user_id")
        .whereRef("conversation_participants.conversation_id", "=", "messages.conversation_id")
        .where("conversation_participants.user_id", "=", actor.user_id),
    );
}
