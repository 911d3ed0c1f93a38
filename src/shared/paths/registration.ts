/** The calls of registration, as the server routes them (a public page: the admins' invitations are apart). */
export const REGISTRATION_PATHS = {
  validateToken: "/api/register/validate-token/:token",
  register: "/api/register",
} as const;
