/** The calls of stays, as the server routes them; the web fills their parameters with `callPath`. */
export const STAY_PATHS = {
  list: "/api/stays",
  prefill: "/api/stays/prefill",
  one: "/api/stays/:id",
  photos: "/api/stays/:id/photos",
  photo: "/api/stays/:id/photos/:photoId",
  photoFile: "/api/stays/:id/photos/:photoId/:variant",
  requestsOf: "/api/stays/:id/requests",
  requests: "/api/stay-requests",
  request: "/api/stay-requests/:id",
  requestIcs: "/api/stay-requests/:id/ics",
  guestBook: "/api/stay-requests/:id/guest-book",
  tier: "/api/me/membership-tier",
} as const;
