/** The calls of events, as the server routes them; the web fills their parameters with `callPath`. */
export const EVENT_PATHS = {
  list: "/api/events",
  one: "/api/events/:id",
  join: "/api/events/:id/join",
  leave: "/api/events/:id/leave",
  decline: "/api/events/:id/decline",
  cancel: "/api/events/:id/cancel",
  banner: "/api/events/:id/banner",
  cover: "/api/events/:id/cover",
  ics: "/api/events/:id/ics",
  recap: "/api/events/:id/recap",
  sendRecap: "/api/events/:id/recap/send",
  invite: "/api/events/invite",
  acceptInvitation: "/api/events/invite/:token",
  sendConfirmation: "/api/events/send-confirmation",
  memberSearch: "/api/members",
  calendarFeed: "/api/me/calendar-feed",
  calendar: "/api/calendar/:secret.ics",
} as const;

/** The calls of repeating events; changes to some of a series go through the event's own calls with `scope`. */
export const EVENT_SERIES_PATHS = {
  create: "/api/event-series",
  one: "/api/event-series/:id",
} as const;
