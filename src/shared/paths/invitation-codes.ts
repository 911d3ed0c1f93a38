/** The calls of invitation codes, as the server routes them; the web fills their parameters with `callPath`. */
export const INVITATION_CODE_PATHS = {
  list: "/api/admin/invitation-codes",
  one: "/api/admin/invitation-codes/:code",
} as const;
