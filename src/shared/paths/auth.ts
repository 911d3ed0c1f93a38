/** The calls of auth, as the server routes them; the web fills their parameters with `callPath`. */
export const AUTH_PATHS = {
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
} as const;
