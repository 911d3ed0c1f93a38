/** The calls of profiles, as the server routes them; the web fills their parameters with `callPath`. */
export const PROFILE_PATHS = {
  profile: "/api/profiles/:userId",
  myProfile: "/api/me/profile",
  myShowcase: "/api/me/showcase",
  directory: "/api/directory",
} as const;
