import type { Db } from "../../db/database.ts";
import type { MembersRepository } from "../members/repository.ts";
import { passwordResetsRepository } from "./password-resets-repository.ts";
import { hashPassword, isOutdatedHash, temporaryPasswordExpired, verifyPassword } from "./passwords.ts";
import { sessionsRepository } from "./repository.ts";

export const LOCKOUT = { failuresBeforeLock: 10, lockMs: 10 * 60 * 1000 } as const;

type Credentials = NonNullable<Awaited<ReturnType<MembersRepository["findCredentialsByEmail"]>>>;
type Refusal = "unknown-account" | "deactivated" | "locked" | "temporary-password-expired" | "wrong-password";

/** A login's result, with the account it concerned (when the email named one) for the log (auth-events.ts). */
export type Authentication = { member: Credentials; outcome: "success"; userId: number } | { member: null; outcome: Refusal; userId: number | null };

function refusalOf(member: Credentials, now: number): Refusal | null {
  if (member.active !== 1) return "deactivated";
  if (member.locked_until !== null && member.locked_until > now) return "locked";
  if (temporaryPasswordExpired(member.temporary_password_expires_at, now)) return "temporary-password-expired";
  return null;
}

/**
 * Checks an email and password. Unknown, deactivated and locked accounts cost the same work as a wrong
 * password and give the same answer to the caller, so the answer says nothing about who is a member.
 */
export async function authenticate(members: MembersRepository, email: string, password: string, now = Date.now()): Promise<Authentication> {
  const member = await members.findCredentialsByEmail(email);
  if (!member) {
    await verifyPassword(null, password);
    return { member: null, outcome: "unknown-account", userId: null };
  }
  const refusal = refusalOf(member, now);
  const passwordMatches = await verifyPassword(refusal ? null : member.password_hash, password);
  if (refusal) return { member: null, outcome: refusal, userId: member.user_id };
  if (!passwordMatches) {
    await members.recordFailedLogin(member.user_id, now, LOCKOUT.failuresBeforeLock, LOCKOUT.lockMs);
    return { member: null, outcome: "wrong-password", userId: member.user_id };
  }
  await members.clearFailedLogins(member.user_id);
  // The password is at hand only now: a hash made with older settings is made again with today's (ASVS 11.2.2).
  if (member.password_hash && isOutdatedHash(member.password_hash)) await members.replacePasswordHash(member.user_id, await hashPassword(password));
  return { member, outcome: "success", userId: member.user_id };
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
