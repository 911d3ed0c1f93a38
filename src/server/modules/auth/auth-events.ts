// One log line for every attempt to authenticate and every logout (ASVS 16.3.1): which account (or none), how, and
// what came of it. Never the email or the password that was typed: an unknown address may be a password typed in
// the wrong field.
import type { Logger } from "../../kernel/logging/logger.ts";

export type AuthMethod =
  | "password"
  | "sign-in-link"
  | "oidc"
  | "logout"
  | "totp"
  | "recovery-code"
  | "second-factor"
  | "passkey"
  | "step-up"
  | "password-change";

export type AuthOutcome =
  | "success"
  | "unknown-account"
  | "deactivated"
  | "address-stopped"
  | "new-address-held"
  | "invalid-link"
  | "temporary-password-expired"
  | "wrong-password"
  | "no-matching-member"
  | "expired-attempt"
  | "other-browser"
  | "provider-refused"
  | "second-factor-required"
  | "wrong-code"
  | "passkey-refused";

export interface AuthEvent {
  method: AuthMethod;
  outcome: AuthOutcome;
  /** The account concerned, when one is known. */
  userId: number | null;
  /** What a step-up was proven with. */
  proof?: string;
}

export function logAuthEvent(log: Logger, event: AuthEvent) {
  if (event.outcome === "success") log.info({ auth: event }, "authentication");
  else log.warn({ auth: event }, "authentication");
}
