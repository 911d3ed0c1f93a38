/** What invitation codes say on both sides: the checks of a new code and the server's answers to the admins managing them. (Checking a code from the application form answers APPLICATION_TEXTS.invalidCode, texts/applications.ts.) */
export const INVITATION_CODE_TEXTS = {
  badCode: "Use 4 to 40 letters, digits or hyphens.",
  expiryPast: "The expiry must be in the future.",
  exists: "That invitation code already exists.",
  notFound: "No such invitation code.",
  // A member's own invitations (docs/product/membership.md#members-invite).
  emailNeeded: "Enter your friend's email address.",
  noteTooLong: "Keep the note to 500 characters.",
  invitationNotFound: "No such invitation.",
  notOpen: "This invitation was already used, revoked or has expired.",
  memberNotFound: "No such member.",
  openLimit: (allowed: number) =>
    allowed === 0
      ? "The club does not open invitations at the moment."
      : `You hold ${allowed} open ${allowed === 1 ? "invitation" : "invitations"}, as many as the club allows: revoke one, or wait until one is used or expires.`,
  refused: {
    lapsed: "Your membership has lapsed: you can invite friends again once it is renewed.",
    revoked: "An admin has paused your invitations.",
    tier: "Your membership tier does not include inviting friends.",
  },
} as const;
