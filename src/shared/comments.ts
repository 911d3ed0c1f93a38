import { z } from "zod";
import { countParam, idParam } from "./integers.ts";
import { commentMentionSchema, mentionIdsSchema } from "./mentions.ts";
import { COMMENT_TEXTS } from "./texts/comments.ts";

export const COMMENT_LIMITS = { contentMax: 5000, pageMax: 1000 } as const;

export const commentContentSchema = z
  .string()
  .trim()
  .min(1, COMMENT_TEXTS.contentEmpty)
  .max(COMMENT_LIMITS.contentMax, COMMENT_TEXTS.contentTooLong(COMMENT_LIMITS.contentMax));

/** An event's or an image's id: both are globally unique, so the id alone names the thing. */
export const commentableIdSchema = z.string().trim().min(1).max(100);

export const commentSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  username: z.string(),
  created_at: z.iso.datetime(),
  user_id: z.number().int(),
  /** The author's photo (its 160 px square), or null: see avatarUrlOfSize in profiles.ts for the other sizes. */
  avatar_url: z.string().nullable().optional(),
  like_count: z.number().int(),
  user_liked: z.boolean(),
  /** The members the comment mentions: their "@Name" in `content` is shown as a mention. */
  mentions: z.array(commentMentionSchema),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentsQuerySchema = z.object({
  commentableId: commentableIdSchema,
  limit: countParam(1, COMMENT_LIMITS.pageMax).default(COMMENT_LIMITS.pageMax),
  /** The id of the last comment of the previous page. */
  cursor: idParam().optional(),
});

/** `mentions`: the ids of the members the text names as "@Full Name" (the composer sends them; decision 14). */
export const newCommentSchema = z.object({
  content: commentContentSchema,
  commentableId: commentableIdSchema,
  mentions: mentionIdsSchema.optional(),
});
/** POST /api/images/:id/comments (the original client's call): another way to comment on an image, with the text as `text`. */
export const imageCommentSchema = z.object({ text: commentContentSchema });
export const imageCommentParamsSchema = z.object({ id: commentableIdSchema });

/** An edit keeps the mentions whose "@Name" the new text still holds and adds those in `mentions`. */
export const commentUpdateSchema = z.object({ content: commentContentSchema, mentions: mentionIdsSchema.optional() });
export const commentParamsSchema = z.object({ id: idParam() });
export const likeStateSchema = z.object({ like_count: z.number().int(), user_liked: z.boolean() });
