/** The members' words both sides say: the server's answers about a member's details, password and rights, shown by the web. */
export const USER_TEXTS = {
  detailsUpdated: "User details updated successfully",
  detailsFailed: "Failed to update user details",
  passwordUpdated: "Password updated successfully",
  passwordFailed: "Failed to update password",
  passwordsDiffer: "New passwords do not match",
  lastAdmin: "The club must keep at least one active admin.",
} as const;
