/** The calls of admin overview, as the server routes them; the web fills their parameters with `callPath`. */
export const ADMIN_OVERVIEW_PATHS = {
  overview: "/api/admin/overview",
} as const;
