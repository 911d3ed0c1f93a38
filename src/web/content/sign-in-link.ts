/**
 * The words only the web says on /sign-in/:token, the one-time sign-in link's page (its second step's are in auth.ts).
 * Imported by that page only, so that it carries only its own words. What the server answers and the page shows as
 * sent lives in src/shared/texts/sign-in-link.ts.
 */
export const SIGN_IN_LINK_COPY = {
  eyebrow: "Members",
  goToLogin: "Go to Login",
  title: "Sign in",
  lede: "Sign in with the one-time link we emailed you. It works once, for 15 minutes.",
  failed: "Signing in failed. Please try again.",
  submit: "Sign in",
  submitting: "Signing in…",
} as const;
