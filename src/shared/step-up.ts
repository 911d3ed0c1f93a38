import { z } from "zod";
import { ERROR_CODES } from "./error-codes.ts";
import { webauthnCredentialSchema } from "./security.ts";

/**
 * The error code of a sensitive admin action whose session last proved a factor too long ago (docs/product/http.md).
 * Kept out of ERROR_CODES, which every page carries: only the admin screens and the bulk-email composer meet it.
 */
export const STEP_UP_REQUIRED = "step_up_required";
export type StepUpErrorCode = typeof STEP_UP_REQUIRED;

/** A bulk email to more recipients than this is a sensitive action. */
export const STEP_UP_RECIPIENTS_ABOVE = 50;

/** What proves it is still her: a factor she has, or her password when she has none. */
export const STEP_UP_METHODS = ["totp", "recovery", "passkey", "password"] as const;
export type StepUpMethod = (typeof STEP_UP_METHODS)[number];

/** The 403 of a guarded action: the error model with the step-up code and the methods she may prove it with. */
export const stepUpRequiredSchema = z.object({
  error: z.string(),
  message: z.string(),
  code: z.enum([...ERROR_CODES, STEP_UP_REQUIRED]),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  methods: z.array(z.enum(STEP_UP_METHODS)).optional(),
});

/** POST /api/me/step-up: exactly one proof. */
export const stepUpRequestSchema = z.union([
  z.object({ code: z.string().trim().min(1).max(100) }).strict(),
  z.object({ password: z.string().min(1).max(1000) }).strict(),
  z.object({ credential: webauthnCredentialSchema }).strict(),
]);
export type StepUpRequest = z.infer<typeof stepUpRequestSchema>;

export const STEP_UP_TEXTS = {
  required: "Please confirm it is you to continue.",
  proven: "Thank you. You may continue.",
  wrongPassword: "That password is not right.",
  heading: "Confirm it is you",
  explainCode: "This action needs a fresh proof. Enter a code from your authenticator app, or a recovery code.",
  explainPassword: "This action needs a fresh proof. Enter your password.",
  explainPasskey: "This action needs a fresh proof. Use your passkey.",
} as const;

/** The club's security settings (admins). */
export const securitySettingsSchema = z.object({ requireSecondFactorForAll: z.boolean() }).strict();
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

export const SECURITY_SETTINGS_TEXTS = {
  saved: "Security settings saved.",
  secondFactorNeeded: "Please set up a second factor in Settings → Security before continuing.",
} as const;
