// What a password reset says, on both sides; apart from the schemas (password-reset.ts) so that the page does not load zod to read it.
export const PASSWORD_RESET_TEXTS = {
  linkSent: "If an account exists for that email, a link to reset the password has been sent.",
  done: "Password has been reset successfully.",
  invalidToken: "Invalid or expired token.",
} as const;
