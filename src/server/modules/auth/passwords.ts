import { hash, verify } from "@node-rs/argon2";
import { LIMITS } from "../../../shared/members.ts";
import { AUTH_TEXTS } from "../../../shared/texts/auth.ts";
import { createConcurrencyLimit } from "./concurrency-limit.ts";
import { loadOnFirstUse } from "../../kernel/lazy/load-on-first-use.ts";

// One of OWASP's equivalent argon2id settings: 9 MiB of memory, 4 passes, 1 lane (the same cost to an attacker as its
// 19 MiB and 2 passes, half the memory a login holds: decision 16).
const ARGON2 = { memoryCost: 9_216, timeCost: 4, parallelism: 1 } as const;
const ARGON2_AT_ONCE = 1;

/**
 * Every hash in progress holds its 9 MiB, and the hashing library's allocator keeps it a while after. One at a time
 * keeps a server's peak memory within its budget (docs/performance.md#memory): sign-ins are rare next to reads, and one
 * costs about 15 ms of CPU, so a burst of twenty waits about 300 ms. The others wait here, cheaply, and are all answered,
 * and the thread pool stays free for file reads.
 */
export const argon2Turns = createConcurrencyLimit(ARGON2_AT_ONCE);

// The dictionary holds about 3 MB of the server's heap: it is loaded when a password is first set, not with the server
// (decision 16).
const commonPasswords = loadOnFirstUse(() =>
  import("@zxcvbn-ts/language-common").then(
    ({ dictionary }): ReadonlySet<string> => new Set((dictionary["passwords-common"] as string[]).slice(0, 10_000)),
  ),
);

/** Why a new password is refused, or null when it may be used. The same rule wherever a password is set. */
export async function passwordProblem(password: string): Promise<string | null> {
  if (password.length < LIMITS.passwordMin) return AUTH_TEXTS.passwordTooShort(LIMITS.passwordMin);
  if (password.length > LIMITS.passwordMax) return AUTH_TEXTS.passwordTooLong(LIMITS.passwordMax);
  if ((await commonPasswords()).has(password.toLowerCase())) return AUTH_TEXTS.passwordTooCommon;
  return null;
}

export const hashPassword = (password: string) => argon2Turns.run(() => hash(password, ARGON2));

const CURRENT_HASH_PREFIX = `$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}$`;

/** Whether the temporary password an admin gave (working until `expiresAt`; null: the member's own) no longer works. */
export const temporaryPasswordExpired = (expiresAt: number | null, now: number) =>
  expiresAt !== null && expiresAt <= now;

/** Whether a stored hash was made otherwise than hashPassword makes one today (other settings, another algorithm). */
export const isOutdatedHash = (storedHash: string) => !storedHash.startsWith(CURRENT_HASH_PREFIX);

let dummyHash: Promise<string> | undefined;

/** Verifies a password; with no stored hash it still does the same work, so timing does not reveal who is a member. */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword("salon-timing-equaliser");
    const equaliser = await dummyHash;
    await argon2Turns.run(() => verify(equaliser, password)).catch(() => false);
    return false;
  }
  return argon2Turns.run(() => verify(storedHash, password)).catch(() => false);
}
