import { Secret, TOTP } from "otpauth";

const PERIOD_SECONDS = 30;

function totp(secretBase32: string, label = "", issuer = "") {
  return new TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit TOTP secret (RFC 4226's recommended length), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URL an authenticator app reads from the QR code. */
export function otpauthUrl(secretBase32: string, account: string, issuer: string): string {
  return totp(secretBase32, account, issuer).toString();
}

/** The 30-second step a code was made for, when it is right now or one step either side (clocks drift); else null. */
export function matchingStep(secretBase32: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secretBase32).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** The code for a moment (tests and nothing else compute codes; the member's app does). */
export function totpCode(secretBase32: string, now = Date.now()): string {
  return totp(secretBase32).generate({ timestamp: now });
}
