/** The calls of introductions and an organiser's message, as the server routes them. */
export const INTRODUCTION_PATHS = {
  list: "/api/introductions",
  forward: "/api/introductions/:id/forward",
  accept: "/api/introductions/:id/accept",
  decline: "/api/introductions/:id/decline",
  introducers: "/api/members/:userId/introducers",
  eventMessage: "/api/events/:id/messages",
} as const;
