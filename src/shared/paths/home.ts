/** The calls of home, as the server routes them. */
export const HOME_PATHS = {
  home: "/api/me/home",
} as const;
