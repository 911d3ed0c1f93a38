import { callPath } from "../../../../shared/paths/call-path.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { likeStateSchema, type Comment } from "../../../../shared/comments.ts";
import { COMMENT_PATHS } from "../../../../shared/paths/comments.ts";
import { api } from "../../../lib/api.ts";
import { commentsKey } from "./get-comments.ts";
import { COMMENTS_COPY } from "../../../content/comments.ts";

export const likeComment = (id: number) =>
  api(callPath(COMMENT_PATHS.like, { id }), { method: "POST", schema: likeStateSchema });
export const unlikeComment = (id: number) =>
  api(callPath(COMMENT_PATHS.unlike, { id }), { method: "DELETE", schema: likeStateSchema });

/**
 * Likes an unliked comment or unlikes a liked one. Nothing changes on screen until the server agrees,
 * and a failure leaves the comment as it was.
 */
export function useToggleLike(commentableId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: Comment) => (comment.user_liked ? unlikeComment(comment.id) : likeComment(comment.id)),
    onSuccess: (state, comment) =>
      queryClient.setQueryData<Comment[]>(commentsKey(commentableId), (list) =>
        list?.map((c) => (c.id === comment.id ? { ...c, ...state } : c)),
      ),
    onError: (error) => console.error(COMMENTS_COPY.item.likeFailed, error),
  });
}
