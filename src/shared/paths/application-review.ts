/** The calls of the applications' review (admins), as the server routes them; the web fills them with `callPath`. */
export const APPLICATION_REVIEW_PATHS = {
  list: "/api/applications",
  decide: "/api/applications/:id/status",
  vote: "/api/applications/:id/votes",
} as const;
