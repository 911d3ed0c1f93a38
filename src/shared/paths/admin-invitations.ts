/** An admin's direct invitation to register, as the server routes it. */
export const ADMIN_INVITATION_PATHS = {
  invite: "/api/admin/invitations",
  newLink: "/api/admin/invitations/link",
} as const;
