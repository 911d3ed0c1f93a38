import type { Conversation, Message, ReportedMessage } from "../../../shared/conversations.ts";
import type { MessageRow } from "./repository.ts";

const iso = (ms: number) => new Date(Number(ms)).toISOString();

export function toMessage(row: MessageRow, viewerId: number): Message {
  return {
    id: row.id,
    author: row.author_id !== null && row.author_name ? { user_id: row.author_id, name: row.author_name } : null,
    text: row.text,
    created_at: iso(row.created_at),
    mine: row.author_id === viewerId,
  };
}

export function toConversation(
  row: { id: string; stay_request_id: string | null; last_activity_at: number },
  others: Conversation["members"],
  last: { text: string; author_id: number | null; created_at: number } | undefined,
  unread: number,
  writable: boolean,
  introduction: Conversation["introduction"] = null,
): Conversation {
  return {
    id: row.id,
    members: others,
    last_message: last
      ? { text: last.text.slice(0, 140), author_id: last.author_id, created_at: iso(last.created_at) }
      : null,
    last_activity_at: iso(row.last_activity_at),
    unread_count: Number(unread),
    stay_request_id: row.stay_request_id,
    writable,
    introduction,
  };
}

export function toReportedMessage(row: {
  report_id: number;
  reason: string;
  reported_at: number;
  reporter_id: number;
  reporter_name: string;
  id: number;
  author_id: number | null;
  author_name: string | null;
  text: string;
  created_at: number;
}): ReportedMessage {
  return {
    report_id: row.report_id,
    message: {
      id: row.id,
      author: row.author_id !== null && row.author_name ? { user_id: row.author_id, name: row.author_name } : null,
      text: row.text,
      created_at: iso(row.created_at),
    },
    reporter: { user_id: row.reporter_id, name: row.reporter_name },
    reason: row.reason,
    reported_at: iso(row.reported_at),
  };
}
