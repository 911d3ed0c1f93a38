import { callPath } from "../../../../shared/paths/call-path.ts";
import { COMMENT_PATHS } from "../../../../shared/paths/comments.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Comment } from "../../../../shared/comments.ts";
import { okSchema } from "../../../../shared/auth.ts";
import { api } from "../../../lib/api.ts";
import { commentsKey } from "./get-comments.ts";

export const deleteComment = (id: number) =>
  api(callPath(COMMENT_PATHS.one, { id }), { method: "DELETE", schema: okSchema });

/** Deletes a comment (its author or an admin) and drops it from the list. */
export function useDeleteComment(commentableId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<Comment[]>(commentsKey(commentableId), (list) => list?.filter((c) => c.id !== id)),
  });
}
