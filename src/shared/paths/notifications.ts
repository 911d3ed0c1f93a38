/** The calls of notifications, as the server routes them; the web fills their parameters with `callPath`. */
export const NOTIFICATION_PATHS = {
  list: "/api/me/notifications",
  read: "/api/me/notifications/read",
  stream: "/api/me/stream",
  preferences: "/api/me/notification-preferences",
  /** A digest email's one-click unsubscribe link (a page, not an API call). */
  digestUnsubscribe: "/unsubscribe/digest/:token",
} as const;
