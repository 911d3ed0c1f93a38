/** The words of comments that both sides say: the server's 4xx messages, the schemas' validation messages and the texts the web shows (docs/decisions/0032-where-the-words-live.md). */
export const COMMENT_TEXTS = {
  empty: "No comments yet. Be the first to comment!",
  loading: "Loading...",
  fetchFailed: "Failed to fetch comments",
  postFailed: "Failed to post comment",
  updateFailed: "Failed to update comment",
  deleteFailed: "Failed to delete comment",
  loggedOut: "Please log in to post a comment.",
  likeLoggedOut: "Log in to like comments",
  contentEmpty: "A comment cannot be empty.",
  contentTooLong: (max: number) => `A comment holds at most ${max} characters.`,
  nothingToComment: "Nothing to comment on here.",
  noSuchImage: "No such image.",
  noSuchComment: "No such comment.",
  onlyAuthorEdits: "Only its author can edit a comment.",
  onlyAuthorOrAdminDeletes: "Only its author or an admin can delete a comment.",
} as const;
