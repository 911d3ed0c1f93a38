import type { Generated } from "kysely";

/** A conversation between members (migration 0053, decision 0049). */
export interface ConversationsTable {
  id: string;
  created_by: number | null;
  /** "a:b" (the two user ids, smaller first) for a one-to-one conversation outside a stay; null otherwise. */
  pair_key: string | null;
  /** The stay request this conversation belongs to, if any. */
  stay_request_id: string | null;
  /** The last day (YYYY-MM-DD) anyone may write in it (a stay's: 30 days after the stay); null: no end. */
  writable_until: string | null;
  created_at: number;
}

export interface ConversationParticipantsTable {
  conversation_id: string;
  user_id: number;
  /** The id of the last message she has read (0: none). */
  last_read_message_id: Generated<number>;
  /** When the conversation last had a message (her list is ordered by it). */
  last_activity_at: number;
}

export interface MessagesTable {
  id: Generated<number>;
  conversation_id: string;
  author_id: number | null;
  text: string;
  created_at: number;
}

export interface MemberBlocksTable {
  blocker_id: number;
  blocked_id: number;
  created_at: number;
}

export interface MessageReportsTable {
  id: Generated<number>;
  message_id: number;
  reporter_id: number;
  reason: string;
  created_at: number;
}

/** Who may write to her: members, met (members she attended an event with), nobody. No row: members. */
export interface MessageSettingsTable {
  user_id: number;
  who_may_message: string;
}

/** An introduction asked of a mutual member (migration 0066, decision 0062). */
export interface IntroductionsTable {
  id: string;
  asker_id: number;
  introducer_id: number;
  to_user_id: number;
  reason: string;
  /** The introducer's note, once she forwarded it. */
  note: string | null;
  /** asked, forwarded, made or not-now. */
  state: string;
  /** The conversation it opened, once made. */
  conversation_id: string | null;
  created_at: number;
  forwarded_at: number | null;
  decided_at: number | null;
}
