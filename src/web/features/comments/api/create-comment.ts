import { useMutation, useQueryClient } from "@tanstack/react-query";
import { commentSchema, type Comment } from "../../../../shared/comments.ts";
import { COMMENT_PATHS } from "../../../../shared/paths/comments.ts";
import { api } from "../../../lib/api.ts";
import { commentsKey, newestFirst } from "./get-comments.ts";

export interface NewComment {
  content: string;
  /** The ids of the members the text mentions as "@Full Name". */
  mentions: number[];
}

export const createComment = (commentableId: string, { content, mentions }: NewComment) =>
  api(COMMENT_PATHS.list, { method: "POST", body: { content, commentableId, mentions }, schema: commentSchema });

/** Posts a comment, then adds it to the list, re-sorted newest first. */
export function useCreateComment(commentableId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: NewComment) => createComment(commentableId, comment),
    onSuccess: (created) =>
      queryClient.setQueryData<Comment[]>(commentsKey(commentableId), (list = []) =>
        newestFirst([created, ...list.filter((c) => c.id !== created.id)]),
      ),
  });
}
