/**
 * The words only the web says of the login's second step (the form shown by /login and /sign-in/:token once the
 * password or the link is accepted). A file of its own, imported by that form only, so that it loads with the form,
 * not with the login page. What the server answers and the form shows as sent lives in src/shared/texts/auth.ts.
 */
export const SECOND_FACTOR_COPY = {
  eyebrow: "Members",
  title: "Two-factor authentication",
  ledeCode: "Enter the six-digit code from your authenticator app.",
  ledePasskey: "Confirm with your passkey.",
  code: "Authentication code",
  codeHint: "Lost your phone? Enter one of your recovery codes instead.",
  submit: "Verify",
  submitting: "Checking…",
  withPasskey: "Use a passkey",
  passkeyFailed: "That passkey could not sign you in. Please try again.",
} as const;
