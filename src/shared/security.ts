import { z } from "zod";

/** Settings → Security (issue 23): second factors and the member's own sessions. */
export const SECURITY_API = {
  status: "/api/me/2fa",
  totp: "/api/me/2fa/totp",
  totpConfirm: "/api/me/2fa/totp/confirm",
  recoveryCodes: "/api/me/2fa/recovery-codes",
  sessions: "/api/me/sessions",
  loginSecondFactor: "/login/2fa",
} as const;

export const securityStatusSchema = z.object({
  totp: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** This member must have a second factor (an admin, while REQUIRE_ADMIN_2FA is on) */
  required: z.boolean(),
});
export type SecurityStatus = z.infer<typeof securityStatusSchema>;

export const totpSetupSchema = z.object({ secret: z.string(), otpauth_url: z.string() });
export type TotpSetup = z.infer<typeof totpSetupSchema>;

/** A code the member types: six digits from her app (or, where said, a recovery code). */
export const codeRequestSchema = z.object({ code: z.string().trim().min(1).max(100) });

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const memberSessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  browser: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The network it began from (IPv4 /24, IPv6 /48), or null when unknown. */
  address: z.string().nullable(),
  current: z.boolean(),
});
export type MemberSession = z.infer<typeof memberSessionSchema>;

export const memberSessionsSchema = z.object({ sessions: z.array(memberSessionSchema) });

export const sessionIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const SECURITY_TEXTS = {
  totpEnabled: "Two-factor authentication is on.",
  totpDisabled: "Two-factor authentication is off.",
  wrongCode: "That code is not right. Please try again.",
  alreadyOn: "Two-factor authentication is already on.",
  notOn: "Two-factor authentication is not on.",
  noSetup: "Please start the setup again.",
  loginExpired: "Your sign-in has expired. Please enter your email and password again.",
  sessionEnded: "The session has been signed out.",
  othersEnded: "Every other session has been signed out.",
} as const;
