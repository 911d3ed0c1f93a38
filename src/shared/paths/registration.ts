/** The calls of registration, as the server routes them; the web fills their parameters with `callPath`. */
export const REGISTRATION_PATHS = {
  validateToken: "/api/register/validate-token/:token",
  register: "/api/register",
  invite: "/api/admin/invitations",
} as const;
