/** The server's call paths that the web client uses (docs/product/http.md#compatibility). */
export const API = {
  authStatus: "/auth-status",
  login: "/login",
  logout: "/logout",
  signInLink: "/api/sign-in-link",
  userDetails: "/user-details",
  config: "/api/config",
} as const;
