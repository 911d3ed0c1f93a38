import { useMutation, useQueryClient } from "@tanstack/react-query";
import { commentSchema, type Comment } from "../../../../shared/comments.ts";
import { api } from "../../../lib/api.ts";
import { commentsKey, newestFirst } from "./get-comments.ts";

export const createComment = (commentableId: string, content: string) =>
  api("/api/comments", { method: "POST", body: { content, commentableId }, schema: commentSchema });

/** Posts a comment, then adds it to the list, re-sorted newest first (spec §4). */
export function useCreateComment(commentableId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => createComment(commentableId, content),
    onSuccess: (created) =>
      queryClient.setQueryData<Comment[]>(commentsKey(commentableId), (list = []) => newestFirst([created, ...list.filter((c) => c.id !== created.id)])),
  });
}
