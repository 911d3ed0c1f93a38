/**
 * What signing in and the member's security say, on both sides: the messages of the auth module's answers (login,
 * passwords, second factors, passkeys, sessions, step-up, the club's security settings), which the web shows as sent.
 * The password reset and the sign-in link have files of their own (password-reset.ts, sign-in-link.ts): their public
 * pages carry only their own words.
 */

/** Logging in and choosing a password. */
export const AUTH_TEXTS = {
  loginFailed: "Login failed",
  passwordChangeRequired: "Please choose a new password before continuing.",
  passwordTooShort: (min: number) => `Password must be at least ${min} characters.`,
  passwordTooLong: (max: number) => `Password must be at most ${max} characters.`,
  passwordTooCommon: "This password is too common. Please choose another.",
} as const;

/** Settings → Security: the authenticator app, recovery codes and the member's sessions. */
export const SECURITY_TEXTS = {
  totpEnabled: "Two-factor authentication is on.",
  totpDisabled: "Two-factor authentication is off.",
  wrongCode: "That code is not right. Please try again.",
  /** A field's detail when a code or password is wrong. */
  notRight: "is not right",
  alreadyOn: "Two-factor authentication is already on.",
  notOn: "Two-factor authentication is not on.",
  noSetup: "Please start the setup again.",
  loginExpired: "Your sign-in has expired. Please enter your email and password again.",
  sessionEnded: "The session has been signed out.",
  othersEnded: "Every other session has been signed out.",
  /** A session's device or browser when its User-Agent names none the club knows. */
  unknownDevice: "Unknown device",
  unknownBrowser: "Unknown browser",
} as const;

/** Passkeys: adding, removing and signing in with one. */
export const PASSKEY_TEXTS = {
  added: "Your passkey has been added.",
  removed: "The passkey has been removed.",
  failed: "That passkey could not be used. Please try again.",
} as const;

/** A sensitive admin action asking for a fresh proof (docs/product/http.md). */
export const STEP_UP_TEXTS = {
  required: "Please confirm it is you to continue.",
  proven: "Thank you. You may continue.",
  wrongPassword: "That password is not right.",
  heading: "Confirm it is you",
  explainCode: "This action needs a fresh proof. Enter a code from your authenticator app, or a recovery code.",
  explainPassword: "This action needs a fresh proof. Enter your password.",
  explainPasskey: "This action needs a fresh proof. Use your passkey.",
} as const;

/** The club's security settings (admins), and what a member without a required second factor is told. */
export const SECURITY_SETTINGS_TEXTS = {
  saved: "Security settings saved.",
  secondFactorNeeded: "Please set up a second factor in Settings → Security before continuing.",
  adminSecondFactorNeeded: "Please set up a second factor in Settings → Security before using the admin pages.",
} as const;
