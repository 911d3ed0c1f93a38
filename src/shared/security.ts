import { z } from "zod";
import { idParam } from "./integers.ts";

/** Settings → Security: second factors and the member's own sessions (paths: `paths/auth.ts`). */

export const securityStatusSchema = z.object({
  totp: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  passkeys: z.number().int(),
  /** This member must have a second factor (an admin, while REQUIRE_ADMIN_2FA is on) */
  required: z.boolean(),
  /** When the authenticator app was turned on (ISO), null when it is off. */
  totpOnSince: z.string().nullable().optional(),
  /** When a code from it was last accepted (ISO, to its 30-second step), null when never or off. */
  totpLastUsedAt: z.string().nullable().optional(),
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

export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeysSchema = z.object({ passkeys: z.array(passkeySchema) });

/** What the browser's WebAuthn call answered (checked in full by @simplewebauthn/server). */
export const webauthnCredentialSchema = z.object({
  id: z.string().min(1).max(1400),
  rawId: z.string().min(1).max(1400),
  type: z.literal("public-key"),
  response: z.record(z.string(), z.unknown()),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.string().max(40).optional(),
});

export const passkeyRegistrationSchema = z.object({
  name: z.string().trim().min(1).max(60),
  credential: webauthnCredentialSchema,
});
export const passkeySignInSchema = z.object({ credential: webauthnCredentialSchema });
/** The options handed to the browser's WebAuthn call, as @simplewebauthn/server makes them. */
export const webauthnOptionsSchema = z.record(z.string(), z.unknown());
export const passkeyIdParamsSchema = z.object({ id: idParam() });
