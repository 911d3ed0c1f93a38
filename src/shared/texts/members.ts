/** The members' words both sides say: the server's answers about a member's details, password and rights, shown by the web. */
export const USER_TEXTS = {
  detailsUpdated: "User details updated successfully",
  detailsFailed: "Failed to update user details",
  passwordUpdated: "Password updated successfully",
  passwordFailed: "Failed to update password",
  passwordsDiffer: "New passwords do not match",
  lastAdmin: "The club must keep at least one active admin.",
  noSuchMember: "No such member.",
  typeAdminsOnly: "Only an admin can change a member type.",
  wrongPassword: "The current password is not correct.",
  wrongPasswordDetail: "is not correct",
  typeUpdated: "Member type updated.",
  adminGranted: "Admin rights granted.",
  adminRemoved: "Admin rights removed.",
  reactivated: "Member reactivated.",
  deactivated: "Member deactivated.",
  removed:
    "Member removed: she is signed out, and her account will be erased in 30 days. Reactivating her before then keeps it.",
  removeSelf: "Your own account is closed from Settings → Privacy, not here.",
  alreadyClosing: "This account is already being closed.",
  signedOutEverywhere: "The member has been signed out everywhere.",
  resetLink: (name: string) =>
    `A new password reset link for ${name}. It works once, for 1 hour, and every earlier link has stopped working. Copy it now: it is not shown again.`,
  resetLinkDeactivated: "This member is deactivated: reactivate her before giving her a reset link.",
  temporaryPassword: (password: string, hours: number) =>
    `The temporary password is ${password}. It works for ${hours} hours; the member must choose a new one at the next login.`,
} as const;
