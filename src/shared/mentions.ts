import { z } from "zod";
import { idInt } from "./integers.ts";

/**
 * Mentions in comments (decision 14): the text holds "@Full Name" as typed, and the ids of
 * the members meant travel beside it. Both sides read a mention the same way, with `mentionRanges`.
 */
export const MENTION_LIMITS = { perComment: 20 } as const;

export const mentionIdsSchema = z
  .array(idInt())
  .max(MENTION_LIMITS.perComment, `A comment mentions at most ${MENTION_LIMITS.perComment} members.`);

/** A member a comment mentions, as the comment's answer names them. */
export const commentMentionSchema = z.object({ user_id: z.number().int(), name: z.string() });
export type CommentMention = z.infer<typeof commentMentionSchema>;

export interface MentionRange {
  start: number;
  end: number;
  user_id: number;
}

const WORD_CHARACTER = /[\p{L}\p{N}_]/u;
const isWordAt = (text: string, index: number) =>
  index >= 0 && index < text.length && WORD_CHARACTER.test(text[index]!);

/**
 * Where each member's "@Name" stands in the text as a whole name: not glued to a word before the "@"
 * (an email address) nor running on into a longer word after it. Longer names win where two start at the
 * same "@"; the ranges come back in text order and never overlap.
 */
export function mentionRanges(text: string, members: ReadonlyArray<CommentMention>): MentionRange[] {
  const found: MentionRange[] = [];
  const longestFirst = [...members].filter((m) => m.name.trim() !== "").sort((a, b) => b.name.length - a.name.length);
  for (const member of longestFirst) {
    const needle = `@${member.name}`;
    for (let start = text.indexOf(needle); start !== -1; start = text.indexOf(needle, start + 1)) {
      const end = start + needle.length;
      if (isWordAt(text, start - 1) || isWordAt(text, end)) continue;
      if (found.some((range) => start < range.end && range.start < end)) continue;
      found.push({ start, end, user_id: member.user_id });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Whether the text mentions this member by name. */
export const mentionsMember = (text: string, member: CommentMention) => mentionRanges(text, [member]).length > 0;
