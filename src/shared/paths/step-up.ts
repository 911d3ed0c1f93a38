/** The step-up, as the server routes it: apart from AUTH_PATHS, which the public pages carry. */
export const STEP_UP_PATHS = {
  stepUp: "/api/me/step-up",
  stepUpOptions: "/api/me/step-up/options",
} as const;
