/** The calls of members, as the server routes them; the web fills their parameters with `callPath`. */
export const MEMBER_PATHS = {
  list: "/api/users",
  privilege: "/api/users/:userId/privilege",
  admin: "/api/users/:userId/admin",
  active: "/api/users/:userId/active",
  temporaryPassword: "/api/users/:userId/reset-password-to-temp",
  resetLink: "/api/users/:userId/reset-link",
  sessions: "/api/users/:userId/sessions",
  remove: "/api/users/:userId/remove",
  details: "/update-user",
  password: "/update-password",
  preferences: "/api/me/preferences",
} as const;
