import type { MembersRepository } from "../members/repository.ts";
import { verifyPassword } from "./passwords.ts";

export const LOCKOUT = { failuresBeforeLock: 10, lockMs: 10 * 60 * 1000 } as const;

/**
 * Checks an email and password. Unknown, deactivated and locked accounts cost the same work as a wrong
 * password and give the same null, so the answer says nothing about who is a member.
 */
export async function authenticate(members: MembersRepository, email: string, password: string, now = Date.now()) {
  const member = await members.findCredentialsByEmail(email);
  const usable = member && member.active === 1 && !(member.locked_until !== null && member.locked_until > now);
  const passwordMatches = await verifyPassword(usable ? member.password_hash : null, password);
  if (!member || !usable) return null;
  if (!passwordMatches) {
    await members.recordFailedLogin(member.user_id, now, LOCKOUT.failuresBeforeLock, LOCKOUT.lockMs);
    return null;
  }
  await members.clearFailedLogins(member.user_id);
  return member;
}
