import type { Comment } from "../../../shared/comments.ts";
import type { CommentMention } from "../../../shared/mentions.ts";
import { avatarUrl } from "../../../shared/profiles.ts";
import type { CommentRow } from "./repository.ts";

export function toComment(row: CommentRow, mentions: readonly CommentMention[]): Comment {
  return {
    id: row.id,
    content: row.content,
    username: row.author_name,
    created_at: new Date(row.created_at).toISOString(),
    user_id: row.author_id,
    avatar_url: avatarUrl(row.author_avatar),
    like_count: Number(row.like_count ?? 0),
    user_liked: Boolean(row.user_liked),
    mentions: mentions.map(({ user_id, name }) => ({ user_id, name })),
  };
}
