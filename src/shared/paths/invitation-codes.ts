/** The calls of invitation codes, as the server routes them; the web fills their parameters with `callPath`. */
export const INVITATION_CODE_PATHS = {
  list: "/api/admin/invitation-codes",
  one: "/api/admin/invitation-codes/:code",
  /** A member's own invitations (decision 0057). */
  mine: "/api/me/invitations",
  mineOne: "/api/me/invitations/:code",
  mineRevoke: "/api/me/invitations/:code/revoke",
  inviteTree: "/api/admin/invite-tree",
  inviteRight: "/api/admin/invite-rights/:userId",
} as const;
