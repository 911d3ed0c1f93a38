import type { Db } from "../../kernel/database/database.ts";
import { conflict, notFound } from "../../kernel/http/errors.ts";
import { USER_TEXTS } from "../../../shared/texts/members.ts";
import { recordAudit } from "../audit/index.ts";
import type { Outbox } from "../outbox/index.ts";
import { credentialsRepository, setMemberPassword } from "./credentials-repository.ts";
import { passwordResetsRepository } from "./password-resets-repository.ts";
import { hashPassword, passwordProblem } from "./passwords.ts";
import { endPasswordResets, endSessions } from "./service.ts";
import { hashToken, newToken } from "../../kernel/tokens/tokens.ts";
import { noticeFactorChange } from "./factor-notices.ts";
import { passkeysRepository, twoFactorRepository } from "./two-factor-repository.ts";
import { secondFactorMethods, startPendingSignIn } from "./two-factor-service.ts";

type Mailer = Pick<Outbox, "enqueue">;

/**
 * A reset by link removes the passkeys and the authenticator app added in the days before it (decision 33): one a
 * thief added with a copy of her session would otherwise still sign him in, or lock her out.
 */
export const RESET_REMOVES_FACTORS_ADDED_WITHIN_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What a reset removed: the passkeys' names, and whether the authenticator app went. */
export interface RemovedByReset {
  passkeys: string[];
  totp: boolean;
}

/** Removes her factors added within the window, each told to her by email in the reset's transaction. */
async function removeRecentFactors(trx: Db, mail: Mailer, userId: number, device: string | null, now: number) {
  const since = now - RESET_REMOVES_FACTORS_ADDED_WITHIN_DAYS * DAY_MS;
  const removed: RemovedByReset = { passkeys: [], totp: false };
  const passkeys = passkeysRepository(trx);
  for (const passkey of await passkeys.listForMember(userId)) {
    if (Number(passkey.created_at) < since || !(await passkeys.delete(userId, passkey.passkey_id))) continue;
    removed.passkeys.push(passkey.name);
    const notice = { change: "passkey-removed", passkeyName: passkey.name, device, byReset: true } as const;
    await noticeFactorChange(trx, mail, userId, notice, now);
  }
  const factors = twoFactorRepository(trx);
  const totp = await factors.findTotp(userId);
  if (totp?.confirmed_at != null && Number(totp.confirmed_at) >= since) {
    await factors.deleteTotp(userId);
    await factors.replaceRecoveryCodes(userId, [], now);
    removed.totp = true;
    await noticeFactorChange(trx, mail, userId, { change: "totp-off", device, byReset: true }, now);
  }
  if (removed.totp || removed.passkeys.length > 0)
    await recordAudit(trx, { actorUserId: userId, action: "2fa.reset-removes-recent", target: `user:${userId}` });
  return removed;
}

/**
 * An admin's new reset link for a member (decision 36; the route asks for a step-up): every earlier link of hers ends,
 * the new one's secret is answered once to the admin, and the audit log says who made it for whom. Nothing is emailed.
 */
export async function issueResetLink(
  db: Db,
  actorId: number,
  userId: number,
): Promise<{ token: string; name: string }> {
  const token = newToken();
  const name = await db.transaction().execute(async (trx) => {
    const member = await credentialsRepository(trx).findById(userId);
    if (!member) throw notFound(USER_TEXTS.noSuchMember);
    if (member.active !== 1) throw conflict(USER_TEXTS.resetLinkDeactivated);
    const resets = passwordResetsRepository(trx);
    await resets.endAllFor(userId);
    await resets.create({ tokenHash: hashToken(token), userId });
    await recordAudit(trx, { actorUserId: actorId, action: "user.reset-link", target: `user:${userId}` });
    return member.name;
  });
  return { token, name };
}

/**
 * How the reset signs her in (the link and the new password stand in for the password only): a session when she has
 * no second factor left, else a waiting login (its secret) that her factor finishes; none for a deactivated member.
 */
export type ResetSignIn = { kind: "session" } | { kind: "second-factor"; pendingToken: string } | { kind: "none" };

/** What a reset with a link's token came to: done, a password the rules refuse (the problem), or a token that cannot be used. */
export type PasswordResetOutcome =
  | { outcome: "done"; userId: number; removed: RemovedByReset; signIn: ResetSignIn }
  | { outcome: "weak-password"; problem: string }
  | { outcome: "invalid-token" };

/** Forgot and reset password: the routes answer plain text (docs/product/http.md#errors), so refusals are outcomes rather than HttpErrors. */
export function passwordResetService(db: Db, mail: Mailer) {
  const members = credentialsRepository(db);

  /** Emails an active member a reset link; does nothing for any other address (the caller answers the same either way). */
  async function sendResetLink(normalizedEmail: string) {
    const member = await members.findCredentialsByEmail(normalizedEmail);
    if (member && member.active === 1) {
      const token = newToken();
      await db.transaction().execute(async (trx) => {
        await passwordResetsRepository(trx).create({ tokenHash: hashToken(token), userId: member.user_id });
        await mail.enqueue(
          { to: member.email, userId: member.user_id, kind: "password-reset", data: { token, name: member.name } },
          trx,
        );
      });
    }
  }

  /**
   * Sets a new password with a reset link's token, in one transaction that uses the link, ends every session and reset
   * of the member and removes the factors added in the days before (decision 33). `device` names the browser and
   * system in the emails that tell her what was removed.
   */
  async function resetPassword(
    token: string,
    newPassword: string,
    device: string | null = null,
    now = Date.now(),
  ): Promise<PasswordResetOutcome> {
    const problem = await passwordProblem(newPassword);
    if (problem) return { outcome: "weak-password", problem };
    const passwordHash = await hashPassword(newPassword);
    const done = await db.transaction().execute(async (trx) => {
      const resetFor = await passwordResetsRepository(trx).consume(hashToken(token));
      if (resetFor === undefined) return undefined;
      await setMemberPassword(trx, resetFor, passwordHash);
      await endPasswordResets(trx, resetFor);
      await endSessions(trx, resetFor);
      return { userId: resetFor, removed: await removeRecentFactors(trx, mail, resetFor, device, now) };
    });
    if (done === undefined) return { outcome: "invalid-token" };
    const member = await members.findById(done.userId);
    let signIn: ResetSignIn = { kind: "none" };
    if (member?.active === 1)
      signIn =
        (await secondFactorMethods(db, done.userId)).length === 0
          ? { kind: "session" }
          : { kind: "second-factor", pendingToken: await startPendingSignIn(db, done.userId, now) };
    return { outcome: "done", ...done, signIn };
  }

  return { sendResetLink, resetPassword };
}
