/** The calls of notifications, as the server routes them; the web fills their parameters with `callPath`. */
export const NOTIFICATION_PATHS = {
  list: "/api/me/notifications",
  read: "/api/me/notifications/read",
  stream: "/api/me/stream",
  preferences: "/api/me/notification-preferences",
} as const;
