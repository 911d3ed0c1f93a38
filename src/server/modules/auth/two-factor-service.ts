import type { Db } from "../../kernel/database/database.ts";
import { HttpError, badRequest, conflict, unauthenticated } from "../../kernel/http/errors.ts";
import type { SecretBox } from "../../secret-key.ts";
import type { RecoveryCodes, SecurityStatus, TotpSetup } from "../../../shared/security.ts";
import { SECURITY_TEXTS } from "../../../shared/texts/auth.ts";
import { recordAudit } from "../audit/index.ts";
import { looksLikeRecoveryCode, newRecoveryCodes, recoveryCodeHash } from "./recovery-codes.ts";
import { matchingStep, newTotpSecret, otpauthUrl } from "./totp.ts";
import { passkeysRepository, twoFactorRepository } from "./two-factor-repository.ts";
import { credentialsRepository } from "./credentials-repository.ts";
import { hashToken, newToken } from "../../kernel/tokens/tokens.ts";
import { sessionsRepository } from "./repository.ts";
import { noticeFactorChange, type FactorMailer } from "./factor-notices.ts";

/** How long a login whose password was right waits for its second factor, and how many wrong codes it takes. */
export const PENDING_SIGN_IN = { ttlMs: 5 * 60 * 1000, maxFailures: 5 } as const;

export interface TwoFactorContext {
  db: Db;
  box: SecretBox;
  /** The club's name as its admins set it (club settings), which her authenticator app lists her code under. */
  issuer: () => Promise<string>;
  requireAdmin2fa: boolean;
  /** Where the email telling her a factor changed is queued. */
  mail: FactorMailer;
}

interface Actor {
  user_id: number;
  /** Admin power in force: an admin with the second factor asked of her. */
  admin: boolean;
  /** An admin whose power waits for her second factor (the session knows it). */
  adminAwaitingSecondFactor?: boolean;
  /** The club asks every member for a second factor (the session knows it). */
  secondFactorForAll?: boolean;
}

/** The browser and system a change came from, named in the email that tells her of it. */
interface FromDevice {
  device?: string | null;
}

const wrongCode = () => badRequest(SECURITY_TEXTS.wrongCode, [{ path: "body.code", message: SECURITY_TEXTS.notRight }]);

/** Which second factor a code proved, or null when it proved none (the code was wrong, or used before). */
export type Proof = "totp" | "recovery" | null;

/**
 * Checks a code against a member's confirmed TOTP secret (±1 step, each step once) or, when it looks like one,
 * her unused recovery codes (each once). Uses what it matches.
 */
export async function proveSecondFactor(context: TwoFactorContext, userId: number, typed: string, now = Date.now()) {
  const factors = twoFactorRepository(context.db);
  const code = typed.replace(/\s/g, "");
  if (looksLikeRecoveryCode(code)) {
    const used = await factors.useRecoveryCode(userId, recoveryCodeHash(code), now);
    return used ? ("recovery" as const) : null;
  }
  const totp = await factors.findTotp(userId);
  if (!totp || totp.confirmed_at === null) return null;
  const step = matchingStep(context.box.open(totp.secret_encrypted), code, now);
  if (step === null || (totp.last_used_step !== null && step <= totp.last_used_step)) return null;
  return (await factors.useTotpStep(userId, step)) ? ("totp" as const) : null;
}

/** The methods a member signs in with after her password; empty when she has no second factor. */
export async function secondFactorMethods(db: Db, userId: number) {
  const totp = await twoFactorRepository(db).findTotp(userId);
  const hasPasskey = (await passkeysRepository(db).listForMember(userId)).length > 0;
  return [
    ...(totp?.confirmed_at ? (["totp", "recovery"] as const) : []),
    ...(hasPasskey ? (["passkey"] as const) : []),
  ];
}

/** Opens a login that waits for its second factor; answers the cookie's secret. */
export async function startPendingSignIn(db: Db, userId: number, now = Date.now()) {
  const token = newToken();
  const factors = twoFactorRepository(db);
  await factors.deleteExpiredPending(now);
  await factors.createPending({ tokenHash: hashToken(token), userId, expiresAt: now + PENDING_SIGN_IN.ttlMs });
  return token;
}

export type SecondFactorOutcome =
  | { outcome: "expired-attempt"; userId: null }
  | { outcome: "wrong-code"; userId: number; email: string }
  | { outcome: "success"; userId: number; email: string; proof: "totp" | "recovery"; member: SignedInMember };

type SignedInMember = NonNullable<Awaited<ReturnType<ReturnType<typeof credentialsRepository>["findById"]>>>;

/**
 * Finishes a waiting login with a code. A wrong code counts against the waiting login (it ends at the fifth); the
 * caller counts it in the password limits as well. A login that is unknown, expired or whose member was deactivated
 * meanwhile answers "expired-attempt".
 */
export async function finishPendingSignIn(
  context: TwoFactorContext,
  token: string,
  code: string,
  now = Date.now(),
): Promise<SecondFactorOutcome> {
  const factors = twoFactorRepository(context.db);
  const tokenHash = hashToken(token);
  const pending = await factors.findPending(tokenHash, now);
  const member = pending && (await credentialsRepository(context.db).findById(pending.user_id));
  if (!pending || !member || member.active !== 1) return { outcome: "expired-attempt", userId: null };
  const proof = await proveSecondFactor(context, member.user_id, code, now);
  if (!proof) {
    if (pending.failures + 1 >= PENDING_SIGN_IN.maxFailures) await factors.deletePending(tokenHash);
    else await factors.countPendingFailure(tokenHash);
    return { outcome: "wrong-code", userId: member.user_id, email: member.email };
  }
  if (!(await factors.deletePending(tokenHash))) return { outcome: "expired-attempt", userId: null };
  if (proof === "recovery")
    await recordAudit(context.db, {
      actorUserId: member.user_id,
      action: "2fa.recovery-code.use",
      target: `user:${member.user_id}`,
    });
  return { outcome: "success", userId: member.user_id, email: member.email, proof, member };
}

/** Settings → Security: the member's own second factors. */
export function twoFactorService(context: TwoFactorContext) {
  const { db, box } = context;
  const factors = twoFactorRepository(db);
  /** Emails her that her authenticator app was turned on or off, in the change's transaction. */
  const tellHer = (trx: Db, actor: Actor & FromDevice, change: "totp-on" | "totp-off", now: number) =>
    noticeFactorChange(trx, context.mail, actor.user_id, { change, device: actor.device ?? null }, now);

  async function status(actor: Actor): Promise<SecurityStatus> {
    const totp = await factors.findTotp(actor.user_id);
    const on = totp?.confirmed_at != null;
    return {
      totp: on,
      totpOnSince: on ? new Date(Number(totp.confirmed_at)).toISOString() : null,
      totpLastUsedAt:
        on && totp.last_used_step !== null ? new Date(Number(totp.last_used_step) * 30_000).toISOString() : null,
      recoveryCodesLeft: await factors.recoveryCodesLeft(actor.user_id),
      passkeys: (await passkeysRepository(db).listForMember(actor.user_id)).length,
      required:
        ((actor.admin || actor.adminAwaitingSecondFactor === true) && context.requireAdmin2fa) ||
        actor.secondFactorForAll === true,
    };
  }

  /** A new secret to confirm; an earlier one never confirmed is replaced. */
  async function beginTotp(actor: Actor, now = Date.now()): Promise<TotpSetup> {
    const existing = await factors.findTotp(actor.user_id);
    if (existing?.confirmed_at) throw conflict(SECURITY_TEXTS.alreadyOn);
    const member = await credentialsRepository(db).findById(actor.user_id);
    if (!member) throw unauthenticated();
    const secret = newTotpSecret();
    await factors.saveUnconfirmedTotp(actor.user_id, box.seal(secret), now);
    return { secret, otpauth_url: otpauthUrl(secret, member.email, await context.issuer()) };
  }

  async function issueRecoveryCodes(trx: Db, userId: number, now: number): Promise<RecoveryCodes> {
    const recoveryCodes = newRecoveryCodes();
    await twoFactorRepository(trx).replaceRecoveryCodes(userId, recoveryCodes.map(recoveryCodeHash), now);
    return { recoveryCodes };
  }

  /**
   * Turns TOTP on once a code from the new secret matches; answers the ten recovery codes, shown this once. Her other
   * sessions end: one opened before the factor was, by her or by someone holding a copy of her cookie, needs it now.
   */
  async function confirmTotp(
    actor: Actor & FromDevice & { tokenHash: string },
    code: string,
    now = Date.now(),
  ): Promise<RecoveryCodes> {
    const totp = await factors.findTotp(actor.user_id);
    if (totp?.confirmed_at) throw conflict(SECURITY_TEXTS.alreadyOn);
    if (!totp) throw badRequest(SECURITY_TEXTS.noSetup);
    const step = matchingStep(box.open(totp.secret_encrypted), code.replace(/\s/g, ""), now);
    if (step === null) throw wrongCode();
    return db.transaction().execute(async (trx) => {
      if (!(await twoFactorRepository(trx).useTotpStep(actor.user_id, step, now))) throw wrongCode();
      await recordAudit(trx, {
        actorUserId: actor.user_id,
        action: "2fa.totp.enable",
        target: `user:${actor.user_id}`,
      });
      await sessionsRepository(trx).deleteAllForMember(actor.user_id, actor.tokenHash);
      await tellHer(trx, actor, "totp-on", now);
      return issueRecoveryCodes(trx, actor.user_id, now);
    });
  }

  /** Turns TOTP off once a current code (or a recovery code) proves the member still holds it. */
  async function disableTotp(actor: Actor & FromDevice, code: string, now = Date.now()) {
    const totp = await factors.findTotp(actor.user_id);
    if (!totp?.confirmed_at) throw conflict(SECURITY_TEXTS.notOn);
    if (!(await proveSecondFactor(context, actor.user_id, code, now))) throw wrongCode();
    await db.transaction().execute(async (trx) => {
      await twoFactorRepository(trx).deleteTotp(actor.user_id);
      await twoFactorRepository(trx).replaceRecoveryCodes(actor.user_id, [], now);
      await recordAudit(trx, {
        actorUserId: actor.user_id,
        action: "2fa.totp.disable",
        target: `user:${actor.user_id}`,
      });
      await tellHer(trx, actor, "totp-off", now);
    });
    return { message: SECURITY_TEXTS.totpDisabled };
  }

  /** A new set of ten recovery codes, replacing the old (a current code proves it is her). */
  async function regenerateRecoveryCodes(actor: Actor, code: string, now = Date.now()): Promise<RecoveryCodes> {
    const totp = await factors.findTotp(actor.user_id);
    if (!totp?.confirmed_at) throw conflict(SECURITY_TEXTS.notOn);
    if (!(await proveSecondFactor(context, actor.user_id, code, now))) throw wrongCode();
    return db.transaction().execute(async (trx) => {
      await recordAudit(trx, {
        actorUserId: actor.user_id,
        action: "2fa.recovery-codes.regenerate",
        target: `user:${actor.user_id}`,
      });
      return issueRecoveryCodes(trx, actor.user_id, now);
    });
  }

  return { status, beginTotp, confirmTotp, disableTotp, regenerateRecoveryCodes };
}

export const expiredSignIn = () => new HttpError(401, "unauthenticated", SECURITY_TEXTS.loginExpired);
