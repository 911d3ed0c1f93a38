import { useMutation, useQueryClient } from "@tanstack/react-query";
import { commentSchema, type Comment } from "../../../../shared/comments.ts";
import { api } from "../../../lib/api.ts";
import { commentsKey } from "./get-comments.ts";

export const updateComment = (id: number, content: string) => api(`/api/comments/${id}`, { method: "PUT", body: { content }, schema: commentSchema });

/** Edits one's own comment; the list takes the server's content. */
export function useUpdateComment(commentableId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content }: { id: number; content: string }) => updateComment(id, content),
    onSuccess: (updated) =>
      queryClient.setQueryData<Comment[]>(commentsKey(commentableId), (list) => list?.map((c) => (c.id === updated.id ? { ...c, content: updated.content } : c))),
  });
}
