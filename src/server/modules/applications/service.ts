import type { Db } from "../../db/database.ts";
import type { ApplicationSubmission } from "../../../shared/applications.ts";
import type { Outbox } from "../mail/outbox.ts";
import { recordAudit } from "../audit/service.ts";
import { hashToken, newToken } from "../auth/tokens.ts";
import { consumeInvitationCode, isInvitationCodeUsable } from "../invitation-codes/service.ts";
import { findMemberByEmail } from "../members/service.ts";
import { createRegistrationInvitation } from "../registration/service.ts";
import { applicationsRepository } from "./repository.ts";

export type SubmitOutcome = "submitted" | "invalid-code";

/**
 * Takes an application. A second application from an address with one pending, or from a member,
 * creates nothing and gets the same answer (DECISIONS §8); the address is told by email instead.
 */
export async function submitApplication(db: Db, outbox: Pick<Outbox, "enqueue">, application: ApplicationSubmission): Promise<SubmitOutcome> {
  return db.transaction().execute(async (trx) => {
    const applications = applicationsRepository(trx);
    const alreadyKnown =
      (await applications.findPendingByEmail(application.email)) !== undefined ||
      (await findMemberByEmail(trx, application.email)) !== undefined;
    if (alreadyKnown) {
      if (!(await isInvitationCodeUsable(trx, application.invitationCode))) return "invalid-code";
      await outbox.enqueue({ to: application.email, kind: "application-under-review", data: { name: application.full_name } }, trx);
      return "submitted";
    }
    if (!(await consumeInvitationCode(trx, application.invitationCode))) return "invalid-code";
    await applications.insert(application);
    await outbox.enqueue({ to: application.email, kind: "application-received", data: { name: application.full_name } }, trx);
    return "submitted";
  });
}

export type DecideOutcome = "decided" | "not-found" | "already-decided";

/** Accepts or rejects a pending application; acceptance emails a 7-day registration link for the type applied for. */
export async function decideApplication(
  db: Db,
  outbox: Pick<Outbox, "enqueue">,
  decision: { applicationId: number; accepted: boolean; adminId: number },
): Promise<DecideOutcome> {
  return db.transaction().execute(async (trx) => {
    const applications = applicationsRepository(trx);
    const decided = await applications.decide(decision.applicationId, decision.accepted, decision.adminId);
    if (!decided) return (await applications.exists(decision.applicationId)) ? "already-decided" : "not-found";
    if (decision.accepted) {
      const token = newToken();
      await createRegistrationInvitation(trx, {
        tokenHash: hashToken(token),
        email: decided.email,
        type: decided.membership_type,
        applicationId: decided.id,
      });
      await outbox.enqueue(
        {
          to: decided.email,
          kind: "registration-invitation",
          data: { token, memberType: decided.membership_type as "Standard" | "Travel Host", name: decided.full_name },
        },
        trx,
      );
    }
    await recordAudit(trx, {
      actorUserId: decision.adminId,
      action: decision.accepted ? "application.accept" : "application.reject",
      target: `application:${decided.id}`,
      details: { email: decided.email, membershipType: decided.membership_type },
    });
    return "decided";
  });
}
