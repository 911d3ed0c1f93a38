/** The calls of applications, as the server routes them; the web fills their parameters with `callPath`. */
export const APPLICATION_PATHS = {
  /** The wizard's first step; the invitation-codes module answers it. */
  validateCode: "/api/validate-code",
  submit: "/request",
  list: "/api/applications",
  decide: "/api/applications/:id/status",
} as const;
