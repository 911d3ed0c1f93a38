/**
 * What a password reset says, on both sides (POST /forgot-password, POST /reset-password and their pages). A file of its
 * own, zod-free, so that the public reset page carries only these words.
 */
export const PASSWORD_RESET_TEXTS = {
  linkSent: "If an account exists for that email, a link to reset the password has been sent.",
  done: "Password has been reset successfully.",
  invalidToken: "Invalid or expired token.",
  /** What a reset removed with it: the sign-in methods added in the days before (decision 33). */
  removedRecent: (days: number, what: readonly string[]) =>
    `Removed with it, as they were added to your account in the last ${days} days: ${what.join(", ")}.`,
  removedPasskey: (name: string) => `the passkey “${name}”`,
  removedTotp: "the authenticator app",
} as const;
