/**
 * What a password reset says, on both sides (POST /forgot-password, POST /reset-password and their pages). A file of its
 * own, zod-free, so that the public reset page carries only these words.
 */
export const PASSWORD_RESET_TEXTS = {
  linkSent: "If an account exists for that email, a link to reset the password has been sent.",
  done: "Password has been reset successfully.",
  invalidToken: "Invalid or expired token.",
} as const;
