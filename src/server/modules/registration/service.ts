import { can } from "../../access/index.ts";
import type { Db } from "../../kernel/database/database.ts";
import { badRequest, conflict, forbidden, notFound } from "../../kernel/http/errors.ts";
import { normalizeEmail } from "../../../shared/email-address.ts";
import type { CurrentUser, MemberType } from "../../../shared/members.ts";
import type { DirectInvitation, RegisterRequest } from "../../../shared/registration.ts";
import { REGISTRATION_ANSWER_TEXTS, REGISTRATION_TEXTS } from "../../../shared/texts/registration.ts";
import { recordAudit } from "../audit/index.ts";
import { hashPassword, passwordProblem } from "../auth/index.ts";
import { hashToken, newToken } from "../../kernel/tokens/tokens.ts";
import type { Outbox } from "../outbox/index.ts";
import { startWithTier } from "../membership/index.ts";
import { createMember, findMemberByEmail } from "../members/index.ts";
import { registrationInvitationsRepository } from "./repository.ts";

type Mailer = Pick<Outbox, "enqueue">;

/** Creates the emailed registration invitation for an accepted application, inside the caller's transaction. */
export async function createRegistrationInvitation(
  trx: Db,
  invitation: {
    tokenHash: string;
    email: string;
    type: string;
    applicationId: number | null;
    membershipTier?: string | null | undefined;
  },
) {
  await registrationInvitationsRepository(trx).create(invitation);
}

/** Registration links: what one is for, creating the account it invites, and an admin's direct invitation. */
export function registrationService(db: Db, mail: Mailer) {
  const invitations = registrationInvitationsRepository(db);

  /**
   * The email and member type a registration link is for, and the name she gave when she applied (null for a direct
   * invitation); 404 when it cannot be used, so the name is told only to whoever holds a valid link.
   */
  async function validateToken(token: string) {
    const invitation = await invitations.findUsable(hashToken(token));
    if (!invitation) throw notFound(REGISTRATION_TEXTS.invalidToken);
    return { email: invitation.email, type: invitation.type as MemberType, name: invitation.applicant_name ?? null };
  }

  /** Creates the account a registration link invites, using the link up in the same transaction; answers its id. */
  async function register({ token, name, password, type }: RegisterRequest): Promise<number> {
    const tokenHash = hashToken(token);
    const invitation = await invitations.findUsable(tokenHash);
    if (!invitation) throw badRequest(REGISTRATION_TEXTS.invalidToken);
    if (invitation.type !== type) throw forbidden(REGISTRATION_ANSWER_TEXTS.wrongType(invitation.type));
    const problem = await passwordProblem(password);
    if (problem) throw badRequest(problem, [{ path: "body.password", message: problem }]);
    const passwordHash = await hashPassword(password);

    const outcome = await db.transaction().execute(async (trx) => {
      if (await findMemberByEmail(trx, invitation.email)) return "member-exists" as const;
      if (!(await registrationInvitationsRepository(trx).markUsed(tokenHash))) return "token-used" as const;
      const userId = await createMember(trx, {
        name,
        email: invitation.email,
        type: invitation.type as MemberType,
        admin: false,
        passwordHash,
      });
      // The tier an accepted application gave with her type (decision 52), in the same transaction.
      await startWithTier(trx, userId, invitation.membership_tier);
      return userId;
    });
    // Refused after the transaction ends (it wrote nothing), as before.
    if (outcome === "token-used") throw badRequest(REGISTRATION_TEXTS.invalidToken);
    if (outcome === "member-exists") throw conflict(REGISTRATION_ANSWER_TEXTS.memberExists);
    return outcome;
  }

  /** Direct invitation: the same registration email an accepted applicant receives; answers the email. */
  async function invite(admin: CurrentUser, request: DirectInvitation) {
    if (!can.admin.administer(admin)) throw forbidden();
    const email = normalizeEmail(request.email);
    const type = request.type;
    const token = newToken();
    await db.transaction().execute(async (trx) => {
      if (await findMemberByEmail(trx, email)) throw conflict(REGISTRATION_ANSWER_TEXTS.alreadyMember);
      await registrationInvitationsRepository(trx).create({
        tokenHash: hashToken(token),
        email,
        type,
        applicationId: null,
      });
      await mail.enqueue({ to: email, kind: "registration-invitation", data: { token, memberType: type } }, trx);
      await recordAudit(trx, {
        actorUserId: admin.user_id,
        action: "invitation.send",
        target: `email:${email.toLowerCase()}`,
        details: { type },
      });
    });
    return { email };
  }

  /**
   * A new registration link for an address already invited (decision 36; the route asks for a step-up): the same
   * member type and application as its latest invitation, every earlier link to it ended, the secret answered once to
   * the admin and the audit log told. Nothing is emailed.
   */
  async function newLink(admin: CurrentUser, address: string): Promise<{ token: string; email: string }> {
    if (!can.admin.administer(admin)) throw forbidden();
    const email = normalizeEmail(address);
    const token = newToken();
    await db.transaction().execute(async (trx) => {
      if (await findMemberByEmail(trx, email)) throw conflict(REGISTRATION_ANSWER_TEXTS.alreadyMember);
      const inTransaction = registrationInvitationsRepository(trx);
      const latest = await inTransaction.latestFor(email);
      if (!latest) throw notFound(REGISTRATION_ANSWER_TEXTS.noInvitation);
      await inTransaction.endAllFor(email);
      await inTransaction.create({
        tokenHash: hashToken(token),
        email,
        type: latest.type,
        applicationId: latest.application_id,
        membershipTier: latest.membership_tier,
      });
      await recordAudit(trx, {
        actorUserId: admin.user_id,
        action: "invitation.new-link",
        target: `email:${email}`,
        details: { type: latest.type },
      });
    });
    return { token, email };
  }

  return { validateToken, register, invite, newLink };
}

export type RegistrationService = ReturnType<typeof registrationService>;
