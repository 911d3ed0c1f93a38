/** The calls of profiles, as the server routes them; the web fills their parameters with `callPath`. */
export const PROFILE_PATHS = {
  profile: "/api/profiles/:userId",
  myProfile: "/api/me/profile",
  myShowcase: "/api/me/showcase",
  directory: "/api/directory",
  myAvatar: "/api/me/avatar",
  /** A member's photo file: `<hash>-<size>.webp`, members only. */
  avatarFile: "/media/avatars/:userId/:file",
} as const;
