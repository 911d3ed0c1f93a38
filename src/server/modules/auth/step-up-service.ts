import type { Db } from "../../kernel/database/database.ts";
import { badRequest, tooManyRequests, unauthenticated } from "../../kernel/http/errors.ts";
import type { StepUpMethod } from "../../../shared/step-up.ts";
import { PASSKEY_TEXTS, SECURITY_TEXTS, STEP_UP_TEXTS } from "../../../shared/texts/auth.ts";
import type { StepUpRequest } from "../../../shared/step-up-schemas.ts";
import { recordAudit } from "../audit/index.ts";
import { credentialsRepository } from "./credentials-repository.ts";
import type { passkeysService } from "./passkeys-service.ts";
import { checkMemberPassword, secondFactorGuard, type SignInContext } from "./service.ts";
import { proveSecondFactor, secondFactorMethods, type TwoFactorContext } from "./two-factor-service.ts";

/** The methods a member proves a step-up with: her factors, or her password when she has none (decision 28). */
export async function stepUpMethods(db: Db, userId: number): Promise<StepUpMethod[]> {
  const methods = await secondFactorMethods(db, userId);
  return methods.length > 0 ? [...methods] : ["password"];
}

export interface StepUpContext {
  twoFactor: TwoFactorContext;
  signIn: SignInContext;
  passkeys: ReturnType<typeof passkeysService>;
}

export type StepUpOutcome = { proof: "totp" | "recovery" | "passkey" | "password" };

/**
 * A step-up: the signed-in member proves again that she holds a factor (or, with none, her password). Failures count
 * in the sign-in guard's buckets as a wrong password does, so a stolen session buys no more guesses than a login.
 * The caller records the proof on the session; both outcomes are in the audit log.
 */
export async function proveStepUp(
  context: StepUpContext,
  actor: { user_id: number },
  proof: StepUpRequest,
  ip: string,
  now = Date.now(),
): Promise<StepUpOutcome> {
  const { db } = context.twoFactor;
  const member = await credentialsRepository(db).findById(actor.user_id);
  if (!member) throw unauthenticated();
  const guard = secondFactorGuard(context.signIn, member.email, ip, now);
  const retryAfter = await guard.stopped();
  if (retryAfter !== null) throw tooManyRequests(retryAfter);

  const methods = await stepUpMethods(db, member.user_id);
  let proven: StepUpOutcome["proof"] | null = null;
  // A password counts in the guard where it is checked (checkPassword); a factor's answer is counted here.
  let counted = false;
  if ("code" in proof && methods.includes("totp"))
    proven = await proveSecondFactor(context.twoFactor, member.user_id, proof.code, now);
  else if ("credential" in proof && methods.includes("passkey"))
    proven = (await context.passkeys.proveHolder(actor, proof.credential, now)) ? "passkey" : null;
  else if ("password" in proof && methods.includes("password")) {
    const check = await checkMemberPassword(context.signIn, member.user_id, proof.password, ip, now);
    if (check.outcome === "address-stopped") throw tooManyRequests(check.retryAfterSeconds);
    proven = check.outcome === "right-password" ? "password" : null;
    counted = true;
  }

  if (!proven) {
    if (!counted) await guard.failed();
    await recordAudit(db, { actorUserId: member.user_id, action: "step-up.fail", target: `user:${member.user_id}` });
    if ("password" in proof)
      throw badRequest(STEP_UP_TEXTS.wrongPassword, [{ path: "body.password", message: SECURITY_TEXTS.notRight }]);
    if ("credential" in proof) throw badRequest(PASSKEY_TEXTS.failed);
    throw badRequest(SECURITY_TEXTS.wrongCode, [{ path: "body.code", message: SECURITY_TEXTS.notRight }]);
  }
  await recordAudit(db, {
    actorUserId: member.user_id,
    action: "step-up",
    target: `user:${member.user_id}`,
    details: { method: proven },
  });
  return { proof: proven };
}
