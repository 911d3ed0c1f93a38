/**
 * The words only the web says in the comments widget (docs/product/screens.md#comments-widget), grouped by component; the
 * words the server also says are COMMENT_TEXTS (src/shared/texts/comments.ts). docs/decisions/0032-where-the-words-live.md.
 */
export const COMMENTS_COPY = {
  widget: {
    count: (count: number) => `${count} ${count === 1 ? "Comment" : "Comments"}`,
    logIn: "Log in",
  },
  sort: {
    button: "Sort: Newest First",
    newestFirst: "Newest First",
  },
  newComment: {
    label: "Add a comment",
    placeholder: "Add a comment…",
    hint: "Type @ to mention a member.",
    post: "Post",
  },
  edit: {
    label: "Edit comment",
    save: "Save",
    cancel: "Cancel",
  },
  item: {
    unlike: "Unlike",
    like: "Like",
    edit: "Edit",
    delete: "Delete",
    likeFailed: "Failed to like comment",
  },
  likesIcon: "Likes",
  mentions: {
    listLabel: "Members to mention",
    status: (count: number) =>
      `${count === 1 ? "1 member found" : `${count} members found`}. Up and Down to move, Enter to mention.`,
  },
} as const;
