/** The server's call paths that the web client uses, as spec §7 names them. */
export const API = {
  authStatus: "/auth-status",
  login: "/login",
  logout: "/logout",
  signInLink: "/api/sign-in-link",
  userDetails: "/user-details",
  config: "/api/config",
} as const;
