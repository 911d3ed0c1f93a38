/**
 * The words only the web says of the password reset: /forgot-password and /reset-password/:token. Imported by those
 * pages only (apart from the other sign-in pages' words in auth.ts), so that each carries only its own words. What the
 * server answers and these pages show as sent lives in src/shared/texts/password-reset.ts.
 */
export const PASSWORD_RESET_COPY = {
  eyebrow: "Members",
  goToLogin: "Go to Login",
  forgotPassword: {
    title: "Forgot password",
    lede: "Enter the email you use for the club and we will send you a link to choose a new password.",
    email: "Email",
    required: "Please enter your email.",
    invalid: "Please enter a valid email address.",
    failed: "Error sending reset link.",
    submit: "Send reset link",
    submitting: "Sending…",
    backToLogin: "Back to Login",
  },
  resetPassword: {
    title: "Reset password",
    lede: "Choose a new password for your account.",
    newPassword: "New password",
    confirmation: "Confirm new password",
    rule: (min: number, max: number) => `${min} to ${max} characters, and not a commonly used password.`,
    differ: "Passwords do not match.",
    length: (min: number, max: number) => `Password must be ${min} to ${max} characters.`,
    failed: "Error resetting password.",
    submit: "Reset password",
    submitting: "Saving…",
  },
} as const;
