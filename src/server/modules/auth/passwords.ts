import { hash, verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";
import { LIMITS } from "../../../shared/members.ts";

// OWASP's argon2id settings: 19 MiB of memory, 2 passes, 1 lane.
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const COMMON_PASSWORDS = new Set((dictionary["passwords-common"] as string[]).slice(0, 10_000));

/** Why a new password is refused, or null when it may be used. The same rule wherever a password is set. */
export function passwordProblem(password: string): string | null {
  if (password.length < LIMITS.passwordMin) return `Password must be at least ${LIMITS.passwordMin} characters.`;
  if (password.length > LIMITS.passwordMax) return `Password must be at most ${LIMITS.passwordMax} characters.`;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return "This password is too common. Please choose another.";
  return null;
}

export const hashPassword = (password: string) => hash(password, ARGON2);

let dummyHash: Promise<string> | undefined;

/** Verifies a password; with no stored hash it still does the same work, so timing does not reveal who is a member. */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword("salon-timing-equaliser");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
