import { callPath } from "../../../../shared/paths/call-path.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { commentSchema, type Comment } from "../../../../shared/comments.ts";
import { COMMENT_PATHS } from "../../../../shared/paths/comments.ts";
import { api } from "../../../lib/api.ts";
import { commentsKey } from "./get-comments.ts";

export const updateComment = (id: number, content: string, mentions: number[]) =>
  api(callPath(COMMENT_PATHS.one, { id }), { method: "PUT", body: { content, mentions }, schema: commentSchema });

/** Edits one's own comment; the list takes the server's content and mentions. */
export function useUpdateComment(commentableId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content, mentions }: { id: number; content: string; mentions: number[] }) =>
      updateComment(id, content, mentions),
    onSuccess: (updated) =>
      queryClient.setQueryData<Comment[]>(commentsKey(commentableId), (list) =>
        list?.map((c) => (c.id === updated.id ? { ...c, content: updated.content, mentions: updated.mentions } : c)),
      ),
  });
}
