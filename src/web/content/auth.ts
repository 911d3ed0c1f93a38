/**
 * The words only the web says of logging in and out: /login, its second step (also that of /sign-in) and /logout.
 * Imported by those pages only, so that they travel in their chunks, not in every page's. The password reset and
 * the sign-in link pages have files of their own (password-reset.ts, sign-in-link.ts): each public page carries only
 * its own words. What the server answers and these pages show as sent lives in src/shared/texts/auth.ts.
 */
export const AUTH_COPY = {
  eyebrow: "Members",
  login: {
    title: "Login",
    lede: "Welcome back to the club.",
    failed: "Login failed",
    signInExpired: "Your sign-in has expired. Please enter your email and password again.",
    email: "Email",
    password: "Password",
    submit: "Login",
    submitting: "Logging in…",
    forgotPassword: "Forgot your password?",
    withPasskey: "Sign in with a passkey",
    passkeyFailed: "That passkey could not sign you in. Please try again, or use your password.",
    withGoogle: "Login with Google",
    notYetMember: "Not yet a member? Membership is by invitation.",
    applyWithCode: "Apply with Invitation Code",
  },
  secondFactor: {
    title: "Two-factor authentication",
    ledeCode: "Enter the six-digit code from your authenticator app.",
    ledePasskey: "Confirm with your passkey.",
    code: "Authentication code",
    codeHint: "Lost your phone? Enter one of your recovery codes instead.",
    submit: "Verify",
    submitting: "Checking…",
    withPasskey: "Use a passkey",
    passkeyFailed: "That passkey could not sign you in. Please try again.",
  },
  logout: {
    loggingOut: "Logging out...",
  },
} as const;
