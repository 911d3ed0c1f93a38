/** The calls of comments, as the server routes them; the web fills their parameters with `callPath`. */
export const COMMENT_PATHS = {
  list: "/api/comments",
  onImage: "/api/images/:id/comments",
  one: "/api/comments/:id",
  like: "/api/comments/:id/like",
  unlike: "/api/comments/:id/unlike",
} as const;
