import type { Db } from "../../kernel/database/database.ts";
import { normalizeEmail } from "../../../shared/email-address.ts";
import { unauthenticated } from "../../kernel/http/errors.ts";
import type { RateLimiter } from "../../plugins/rate-limit.ts";
import type { Outbox } from "../outbox/index.ts";
import { credentialsRepository, type CredentialsRepository } from "./credentials-repository.ts";
import { passwordResetsRepository } from "./password-resets-repository.ts";
import { hashPassword, isOutdatedHash, temporaryPasswordExpired, verifyPassword } from "./passwords.ts";
import { sessionsRepository } from "./repository.ts";
import { signInAddress, signInAddressHash } from "./sign-in-address.ts";
import { signInGuardRepository } from "./sign-in-guard-repository.ts";
import { hashToken, newToken } from "../../kernel/tokens/tokens.ts";
import { secondFactorMethods } from "./two-factor-service.ts";

/**
 * The sign-in guard (docs/product/limits.md#sign-in-guard). Failures are counted per account and address, and per account; an account is the
 * email typed (so an unknown email is counted and answered exactly like a member's), an address is
 * `signInAddress` (IPv4, or the IPv6 /64).
 * - An address that fails `perAddress.max` times for an account is stopped for that account (429 with Retry-After)
 *   until its window ends. Other addresses, and that address for other accounts, are not.
 * - Past `perAccount.max` failures in its window across all addresses, the password alone signs in only from an
 *   address the member has signed in from before. From any other, the right password answers like a wrong one and
 *   counts as a failure; the member is emailed once in that window a one-time sign-in link (`linkTtlMs`).
 */
export const SIGN_IN_GUARD = {
  perAddress: { max: 10, windowMs: 15 * 60 * 1000 },
  perAccount: { max: 50, windowMs: 60 * 60 * 1000 },
  linkTtlMs: 15 * 60 * 1000,
} as const;

type Credentials = NonNullable<Awaited<ReturnType<CredentialsRepository["findCredentialsByEmail"]>>>;
type Refusal = "unknown-account" | "deactivated" | "temporary-password-expired" | "wrong-password" | "new-address-held";

/** A login's result, with the account it concerned (when the email named one) for the log (auth-events.ts). */
export type Authentication =
  | { outcome: "success"; member: Credentials; userId: number }
  | {
      outcome: "second-factor-required";
      member: Credentials;
      userId: number;
      methods: ReadonlyArray<"totp" | "recovery" | "passkey">;
    }
  | { outcome: "address-stopped"; member: null; userId: number | null; retryAfterSeconds: number }
  | { outcome: Refusal; member: null; userId: number | null };

export interface SignInContext {
  db: Db;
  members: CredentialsRepository;
  rateLimiter: RateLimiter;
  mail: Outbox;
}

/** What signing in needs, with the module's own credentials repository (the routes hand in the app's rate limiter and outbox). */
export function signInContext(db: Db, rateLimiter: RateLimiter, mail: Outbox): SignInContext {
  return { db, members: credentialsRepository(db), rateLimiter, mail };
}

function refusalOf(member: Credentials, now: number): Refusal | null {
  if (member.active !== 1) return "deactivated";
  if (temporaryPasswordExpired(member.temporary_password_expires_at, now)) return "temporary-password-expired";
  return null;
}

function failureBuckets(email: string, ip: string) {
  const account = hashToken(normalizeEmail(email));
  return {
    account,
    perAddress: { bucket: `login-fail:${account}:${signInAddressHash(ip)}`, ...SIGN_IN_GUARD.perAddress },
    perAccount: { bucket: `login-fail-account:${account}`, ...SIGN_IN_GUARD.perAccount },
  };
}

/** What checking a password against the sign-in guard found (checkPassword). */
export type PasswordCheck =
  | { outcome: "address-stopped"; retryAfterSeconds: number }
  | { outcome: "wrong-password" }
  | { outcome: "refused" }
  | { outcome: "right-password"; secondFactors: Awaited<ReturnType<typeof secondFactorMethods>> };

export interface PasswordAttempt {
  /** The account: the email typed at login (a member's or not), the member's own where she is signed in. */
  email: string;
  ip: string;
  password: string;
  /** The account's member, and her stored hash; null when there is none or she may not use it (the same work is done). */
  userId: number | null;
  storedHash: string | null | undefined;
  /** Whether a right password is refused all the same (login: a new address while the account is held); it then counts as a wrong one. */
  refuseRight?: () => Promise<boolean>;
}

/**
 * The one place a password is checked: login, changing the password and step-up all come here, so every guess counts
 * in the sign-in guard (docs/product/limits.md#sign-in-guard) whichever door it is tried at. An address stopped for
 * the account is answered before the password is looked at, the right one too; a wrong password counts for the
 * account from that address, and for the account; a right one ends the address's failures, unless the member has a
 * second factor: then it is the factor that ends them (a known password never buys more codes).
 */
export async function checkPassword(
  context: Pick<SignInContext, "db" | "rateLimiter">,
  attempt: PasswordAttempt,
  now = Date.now(),
): Promise<PasswordCheck> {
  const { rateLimiter } = context;
  const { perAddress, perAccount } = failureBuckets(attempt.email, attempt.ip);
  const fromHere = await rateLimiter.peek(perAddress, now);
  if (fromHere.hits >= perAddress.max)
    return { outcome: "address-stopped", retryAfterSeconds: fromHere.retryAfterSeconds };

  const right = await verifyPassword(attempt.storedHash, attempt.password);
  const refused = right && attempt.refuseRight ? await attempt.refuseRight() : false;
  if (!right || refused || attempt.userId === null) {
    await rateLimiter.hit(perAddress, now);
    await rateLimiter.hit(perAccount, now);
    return { outcome: refused ? "refused" : "wrong-password" };
  }
  const secondFactors = await secondFactorMethods(context.db, attempt.userId);
  if (secondFactors.length === 0) await rateLimiter.reset(perAddress.bucket);
  return { outcome: "right-password", secondFactors };
}

/** Checks the password of a signed-in member (changing it, a step-up), as her account. */
export async function checkMemberPassword(
  context: Pick<SignInContext, "db" | "rateLimiter">,
  userId: number,
  password: string,
  ip: string,
  now = Date.now(),
): Promise<PasswordCheck> {
  const member = await credentialsRepository(context.db).findSignedInCredentials(userId);
  if (!member) throw unauthenticated();
  return checkPassword(context, { email: member.email, ip, password, userId, storedHash: member.password_hash }, now);
}

/**
 * Checks an email and password from an address. Unknown, deactivated and held accounts cost the same work as a wrong
 * password and give the same answer to the caller, so the answer says nothing about who is a member.
 */
export async function authenticate(
  context: SignInContext,
  email: string,
  password: string,
  ip: string,
  now = Date.now(),
): Promise<Authentication> {
  const { members } = context;
  const member = await members.findCredentialsByEmail(email);
  const userId = member?.user_id ?? null;
  const refusal = member ? refusalOf(member, now) : "unknown-account";
  const check = await checkPassword(
    context,
    {
      email,
      ip,
      password,
      userId: member && !refusal ? member.user_id : null,
      storedHash: refusal ? null : member?.password_hash,
      ...(member && { refuseRight: () => holdsNewAddress(context, member, email, ip, now) }),
    },
    now,
  );
  if (check.outcome === "address-stopped")
    return { outcome: "address-stopped", member: null, userId, retryAfterSeconds: check.retryAfterSeconds };
  if (check.outcome === "refused") return { outcome: "new-address-held", member: null, userId };
  if (check.outcome === "wrong-password" || !member)
    return { outcome: refusal ?? "wrong-password", member: null, userId };

  // The password is at hand only now: a hash made with older settings is made again with today's (ASVS 11.2.2).
  if (member.password_hash && isOutdatedHash(member.password_hash))
    await members.replacePasswordHash(member.user_id, await hashPassword(password));
  // With a second factor the address's failures stand until it is given (checkPassword).
  const methods = check.secondFactors;
  if (methods.length > 0) return { outcome: "second-factor-required", member, userId: member.user_id, methods };
  await signInGuardRepository(context.db).rememberAddress(member.user_id, signInAddressHash(ip), now);
  return { outcome: "success", member, userId: member.user_id };
}

/**
 * Past `perAccount.max` failures, whether a right password from this address is held (an address she has not signed
 * in from); the member is then emailed a one-time sign-in link, once in that window of failures (an episode), however
 * often the right password comes from new addresses.
 */
async function holdsNewAddress(context: SignInContext, member: Credentials, email: string, ip: string, now: number) {
  const { account, perAccount } = failureBuckets(email, ip);
  const forAccount = await context.rateLimiter.peek(perAccount, now);
  if (forAccount.hits < perAccount.max) return false;
  if (await signInGuardRepository(context.db).isKnownAddress(member.user_id, signInAddressHash(ip))) return false;
  const firstInEpisode = await context.rateLimiter.hit(
    { bucket: `login-link:${account}:${forAccount.windowStart}`, max: 1, windowMs: perAccount.windowMs },
    now,
  );
  if (firstInEpisode.allowed)
    await emailSignInLink(context, member, { failures: forAccount.hits, address: signInAddress(ip) }, now);
  return true;
}

/**
 * The sign-in guard around a second factor: `stopped` says whether the address is stopped for the account (429);
 * a wrong code counts as a failed password does; a right one ends the address's failures and makes it a known one.
 */
export function secondFactorGuard(context: SignInContext, email: string, ip: string, now = Date.now()) {
  const { perAddress, perAccount } = failureBuckets(email, ip);
  return {
    async stopped() {
      const fromHere = await context.rateLimiter.peek(perAddress, now);
      return fromHere.hits >= perAddress.max ? fromHere.retryAfterSeconds : null;
    },
    async failed() {
      await context.rateLimiter.hit(perAddress, now);
      await context.rateLimiter.hit(perAccount, now);
    },
    async succeeded(userId: number) {
      await context.rateLimiter.reset(perAddress.bucket);
      await signInGuardRepository(context.db).rememberAddress(userId, signInAddressHash(ip), now);
    },
  };
}

async function emailSignInLink(
  context: SignInContext,
  member: Credentials,
  attack: { failures: number; address: string },
  now: number,
) {
  const token = newToken();
  await context.db.transaction().execute(async (trx) => {
    await signInGuardRepository(trx).createLink(
      { tokenHash: hashToken(token), userId: member.user_id, expiresAt: now + SIGN_IN_GUARD.linkTtlMs },
      now,
    );
    await context.mail.enqueue(
      {
        to: member.email,
        userId: member.user_id,
        kind: "sign-in-link",
        data: { token, name: member.name, failures: attack.failures, address: attack.address },
      },
      trx,
    );
  });
}

/**
 * Signs in with an emailed one-time link: answers the member, or null when the link is unknown, used, expired or its
 * member deactivated. The address it is used from becomes one she has signed in from.
 */
export async function authenticateWithLink(context: SignInContext, token: string, ip: string, now = Date.now()) {
  const signedIn = await context.db.transaction().execute(async (trx) => {
    const userId = await signInGuardRepository(trx).consumeLink(hashToken(token), now);
    if (userId === undefined) return null;
    const member = await credentialsRepository(trx).findById(userId);
    if (!member || member.active !== 1) return null;
    await signInGuardRepository(trx).rememberAddress(userId, signInAddressHash(ip), now);
    return member;
  });
  if (signedIn) await context.rateLimiter.reset(failureBuckets(signedIn.email, ip).perAddress.bucket);
  return signedIn;
}

/** Remembers the address of a sign-in made another way (Login with Google), so the guard trusts it too. */
export async function rememberSignInAddress(db: Db, userId: number, ip: string, now = Date.now()) {
  await signInGuardRepository(db).rememberAddress(userId, signInAddressHash(ip), now);
}

/**
 * Ends every outstanding password-reset link of a member. Called, inside the caller's transaction, whenever what a
 * link could do is done or no longer wanted: a link used, a password changed in Settings, a temporary password given,
 * the member deactivated. A link asked for before any of these answers as an invalid or expired link afterwards.
 */
export async function endPasswordResets(db: Db, userId: number) {
  await passwordResetsRepository(db).endAllFor(userId);
}

/** Ends every session of a member except, optionally, the one in use (by its token's hash). */
export async function endSessions(db: Db, userId: number, exceptTokenHash?: string) {
  await sessionsRepository(db).deleteAllForMember(userId, exceptTokenHash);
}

/** Sets a member's password (see credentials-repository.ts), inside the caller's transaction. */
export { setMemberPassword } from "./credentials-repository.ts";

/** Where the session plugin (sessions-plugin.ts) keeps sessions; made by the app's composition (app.ts). */
export function sessionStore(db: Db) {
  return sessionsRepository(db);
}

export type SessionStore = ReturnType<typeof sessionStore>;
