import { SITE_PATHS } from "./site.ts";

/** The calls every page makes or may make (zod-free: the shell imports it) (docs/product/http.md#compatibility). */
export const SESSION_PATHS = {
  authStatus: "/auth-status",
  login: "/login",
  logout: "/logout",
  signInLink: "/api/sign-in-link",
  userDetails: "/user-details",
  config: SITE_PATHS.config,
} as const;
