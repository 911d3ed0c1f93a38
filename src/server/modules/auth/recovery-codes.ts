import { createHash, randomBytes } from "node:crypto";

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "abcdefghjkmnpqrstuvwxyz023456789";

/**
 * Ten codes of 16 characters from a 32-letter alphabet without look-alikes (80 bits each), written in groups of
 * four. At 80 bits a plain SHA-256 is as safe to store as a slow hash (decision 0028).
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const letters = [...randomBytes(16)].map((byte) => ALPHABET[byte % 32]!).join("");
    return letters.match(/.{4}/g)!.join("-");
  });
}

/** What a typed code is compared by: any case, spaces and dashes ignored. */
export function recoveryCodeHash(typed: string): string {
  const plain = typed.toLowerCase().replace(/[\s-]/g, "");
  return createHash("sha256").update(plain).digest("base64url");
}

/** A typed code that looks like a recovery code rather than a six-digit TOTP code. */
export const looksLikeRecoveryCode = (typed: string) => /^[a-z0-9]{16}$/i.test(typed.replace(/[\s-]/g, ""));
