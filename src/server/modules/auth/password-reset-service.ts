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

type Mailer = Pick<Outbox, "enqueue">;

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

/** What a reset with a link's token came to: done, a password the rules refuse (the problem), or a token that cannot be used. */
export type PasswordResetOutcome =
  { outcome: "done" } | { outcome: "weak-password"; problem: string } | { outcome: "invalid-token" };

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

  /** Sets a new password with a reset link's token, in one transaction that uses the link and ends every session and reset of the member. */
  async function resetPassword(token: string, newPassword: string): Promise<PasswordResetOutcome> {
    const problem = await passwordProblem(newPassword);
    if (problem) return { outcome: "weak-password", problem };
    const passwordHash = await hashPassword(newPassword);
    const userId = await db.transaction().execute(async (trx) => {
      const resetFor = await passwordResetsRepository(trx).consume(hashToken(token));
      if (resetFor === undefined) return undefined;
      await setMemberPassword(trx, resetFor, passwordHash);
      await endPasswordResets(trx, resetFor);
      await endSessions(trx, resetFor);
      return resetFor;
    });
    return userId === undefined ? { outcome: "invalid-token" } : { outcome: "done" };
  }

  return { sendResetLink, resetPassword };
}
