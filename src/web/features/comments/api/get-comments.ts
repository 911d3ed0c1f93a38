import { callPath } from "../../../../shared/paths/call-path.ts";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { commentSchema, type Comment } from "../../../../shared/comments.ts";
import { COMMENT_PATHS } from "../../../../shared/paths/comments.ts";
import { api } from "../../../lib/api.ts";

export const commentsKey = (commentableId: string) => ["comments", commentableId] as const;

export const getComments = (commentableId: string) =>
  api(callPath(COMMENT_PATHS.list, {}, { commentableId }), { schema: z.array(commentSchema) });

/** Newest first by created_at, the id breaking ties so that equal times keep a stable order. */
export function newestFirst(comments: readonly Comment[]): Comment[] {
  return [...comments].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

/** A target's comments, newest first. A 401 is the widget's logged-out state. */
export function useComments(commentableId: string) {
  return useQuery({
    queryKey: commentsKey(commentableId),
    queryFn: () => getComments(commentableId),
    select: newestFirst,
  });
}
