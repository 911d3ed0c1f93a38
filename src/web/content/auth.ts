/**
 * The words only the web says of logging in and out: /login and /logout. Imported by those pages only, so that they
 * travel in their chunks, not in every page's. The second step, the password reset and the sign-in link pages have
 * files of their own (second-factor.ts, password-reset.ts, sign-in-link.ts): each public page carries only its own
 * words, and /login not those of its second step, which loads once the password is accepted. What the server answers
 * and these pages show as sent lives in src/shared/texts/auth.ts.
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
  logout: {
    loggingOut: "Logging out...",
  },
} as const;
