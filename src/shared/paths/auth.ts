/** The calls of auth, as the server routes them; the web fills their parameters with `callPath`. */
export const AUTH_PATHS = {
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  loginSecondFactor: "/login/2fa",
  passkeySignInOptions: "/login/passkey/options",
  passkeySignIn: "/login/passkey",
  secondFactors: "/api/me/2fa",
  totp: "/api/me/2fa/totp",
  totpConfirm: "/api/me/2fa/totp/confirm",
  recoveryCodes: "/api/me/2fa/recovery-codes",
  sessions: "/api/me/sessions",
  session: "/api/me/sessions/:id",
  passkeys: "/api/me/passkeys",
  passkey: "/api/me/passkeys/:id",
  passkeyOptions: "/api/me/passkeys/options",
} as const;
