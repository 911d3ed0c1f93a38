/** The calls of the application wizard, as the server routes them (a public page: the review's are apart). */
export const APPLICATION_PATHS = {
  /** The wizard's first step; the invitation-codes module answers it. */
  validateCode: "/api/validate-code",
  submit: "/request",
} as const;
