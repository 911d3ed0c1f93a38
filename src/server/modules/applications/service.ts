import type { Db } from "../../kernel/database/database.ts";
import { type ApplicationSubmission } from "../../../shared/applications.ts";
import { normalizePhone } from "../../../shared/phone.ts";
import { APPLICATION_ANSWER_TEXTS, APPLICATION_TEXTS } from "../../../shared/texts/applications.ts";
import { NO_MAIL_SERVER_TEXTS } from "../../../shared/texts/mail-server.ts";
import { type Application } from "../../../shared/application-review.ts";
import type { MemberType } from "../../../shared/member-limits.ts";
import { badRequest, conflict, forbidden, notFound } from "../../kernel/http/errors.ts";
import { type Actor, can } from "../../access/index.ts";
import type { Outbox } from "../outbox/index.ts";
import { recordAudit } from "../audit/index.ts";
import { hashToken, newToken } from "../../kernel/tokens/tokens.ts";
import { consumeInvitationCode, invitersOfCodes, isInvitationCodeUsable } from "../invitation-codes/index.ts";
import { findMemberByEmail } from "../members/index.ts";
import { assertTierForType } from "../membership/index.ts";
import { createRegistrationInvitation } from "../registration/index.ts";
import { toApplication } from "./mapper.ts";
import { applicationsRepository } from "./repository.ts";
import { sponsorshipsRepository } from "./sponsorships-repository.ts";
import type { SponsorshipsService } from "./sponsorships.ts";

const invalidPhone = () =>
  badRequest(APPLICATION_TEXTS.invalidPhone, [{ path: "body.phone", message: APPLICATION_TEXTS.invalidPhone }]);
const invalidCode = () =>
  badRequest(APPLICATION_TEXTS.invalidCode, [{ path: "body.invitationCode", message: APPLICATION_TEXTS.invalidCode }]);

/**
 * Takes an application. A second application from an address with one pending, or from a member,
 * creates nothing and gets the same answer (docs/product/data.md#applications-and-invitation-codes); the address is told by email instead.
 */
async function submitApplication(
  db: Db,
  outbox: Pick<Outbox, "enqueue">,
  application: ApplicationSubmission,
  sponsors: Pick<SponsorshipsService, "name">,
): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const applications = applicationsRepository(trx);
    const alreadyKnown =
      (await applications.findPendingByEmail(application.email)) !== undefined ||
      (await findMemberByEmail(trx, application.email)) !== undefined;
    if (alreadyKnown) {
      if (!(await isInvitationCodeUsable(trx, application.invitationCode, application.email))) throw invalidCode();
      await outbox.enqueue(
        { to: application.email, kind: "application-under-review", data: { name: application.full_name } },
        trx,
      );
      return;
    }
    // Decision 61: the tier she chose must be one the club sells and her type may hold (400 on body.tier).
    await assertTierForType(trx, application.membershipType, application.tier);
    if (!(await consumeInvitationCode(trx, application.invitationCode, application.email))) throw invalidCode();
    const id = await applications.insert(application);
    if (application.sponsorEmail) {
      await sponsors.name(trx, {
        id,
        fullName: application.full_name,
        email: application.email,
        sponsorEmail: application.sponsorEmail,
        note: application.sponsorNote,
      });
    }
    await outbox.enqueue(
      { to: application.email, kind: "application-received", data: { name: application.full_name } },
      trx,
    );
  });
}

/**
 * Accepts or rejects a pending application; acceptance emails a 7-day registration link for the member type the admin
 * chose, by default the type applied for, and the tier she gave with it (decision 52: one the type allows, or 400 and
 * nothing changed; both written in this one transaction, her account starts with them) (`mailServer` false: the email
 * goes to the mail drop, and the answer says so).
 */
async function decideApplication(
  trx: Db,
  outbox: Pick<Outbox, "enqueue">,
  decision: {
    applicationId: number;
    accepted: boolean;
    memberType?: MemberType | undefined;
    tier?: string | null | undefined;
    adminId: number;
  },
  { mailServer }: { mailServer: boolean },
): Promise<{ ok: true; message: string }> {
  {
    const applications = applicationsRepository(trx);
    const decided = await applications.decide(decision.applicationId, decision.accepted, decision.adminId);
    if (!decided) {
      if (await applications.exists(decision.applicationId)) throw conflict(APPLICATION_ANSWER_TEXTS.alreadyDecided);
      throw notFound(APPLICATION_ANSWER_TEXTS.notFound);
    }
    const memberType = decision.memberType ?? (decided.membership_type as MemberType);
    const tier = decision.accepted ? (decision.tier ?? null) : null;
    if (decision.accepted) {
      // Throws (400) before anything is kept: the transaction rolls the decision back.
      await assertTierForType(trx, memberType, tier);
      const token = newToken();
      await createRegistrationInvitation(trx, {
        tokenHash: hashToken(token),
        email: decided.email,
        type: memberType,
        applicationId: decided.id,
        membershipTier: tier,
      });
      await outbox.enqueue(
        {
          to: decided.email,
          kind: "registration-invitation",
          data: { token, memberType, name: decided.full_name },
        },
        trx,
      );
    }
    await recordAudit(trx, {
      actorUserId: decision.adminId,
      action: decision.accepted ? "application.accept" : "application.reject",
      target: `application:${decided.id}`,
      details: {
        email: decided.email,
        membershipType: decided.membership_type,
        ...(decision.accepted ? { memberType, tier } : {}),
      },
    });
    // Said in words, so the admin knows what happened and to which address the link went (docs/product/emails.md#mail-log).
    return {
      ok: true as const,
      message: !decision.accepted
        ? APPLICATION_ANSWER_TEXTS.rejected(decided.full_name)
        : mailServer
          ? APPLICATION_ANSWER_TEXTS.invitationSent(decided.email)
          : NO_MAIL_SERVER_TEXTS.applicationAccepted(decided.email),
    };
  }
}

/**
 * One admin's vote (decision 0050): counted under the application's lock, so two admins voting at once decide it once;
 * when approvals or rejections reach `votes_needed` the application is decided exactly as an admin's decision always
 * was (the last voter is the one the audit names as deciding). Each vote is audited; none changes once cast.
 */
async function voteOnApplication(
  db: Db,
  outbox: Pick<Outbox, "enqueue">,
  vote: {
    applicationId: number;
    adminId: number;
    vote: "approve" | "reject";
    note?: string | undefined;
    memberType?: MemberType | undefined;
    tier?: string | null | undefined;
  },
  { mailServer, votesNeeded }: { mailServer: boolean; votesNeeded: number },
): Promise<{ ok: true; message: string }> {
  return db.transaction().execute(async (trx) => {
    const applications = applicationsRepository(trx);
    const application = await applications.lockForVote(vote.applicationId);
    if (!application) throw notFound(APPLICATION_ANSWER_TEXTS.notFound);
    if (application.accepted !== null) throw conflict(APPLICATION_ANSWER_TEXTS.alreadyDecided);
    if (await applications.hasVoted(vote.applicationId, vote.adminId)) {
      throw conflict(APPLICATION_ANSWER_TEXTS.alreadyVoted);
    }
    const note = vote.note ? vote.note : null;
    await applications.insertVote({ applicationId: vote.applicationId, userId: vote.adminId, vote: vote.vote, note });
    await recordAudit(trx, {
      actorUserId: vote.adminId,
      action: vote.vote === "approve" ? "application.vote-approve" : "application.vote-reject",
      target: `application:${vote.applicationId}`,
      details: { note },
    });
    const { approvals, rejections } = await applications.countVotes(vote.applicationId);
    if (approvals >= votesNeeded || rejections >= votesNeeded) {
      return decideApplication(
        trx,
        outbox,
        {
          applicationId: vote.applicationId,
          accepted: approvals >= votesNeeded,
          memberType: vote.memberType,
          tier: vote.tier,
          adminId: vote.adminId,
        },
        { mailServer },
      );
    }
    return { ok: true as const, message: APPLICATION_ANSWER_TEXTS.voteCounted(approvals, rejections, votesNeeded) };
  });
}

/** Every application, newest first, for the admins' review. */
async function listApplications(db: Db, now: number): Promise<Application[]> {
  const rows = await applicationsRepository(db).listWithProperties();
  const inviters = await invitersOfCodes(
    db,
    rows.flatMap((row) => (row.invitation_code === null ? [] : [row.invitation_code])),
  );
  const sponsorships = await sponsorshipsRepository(db).of(rows.map((row) => row.id));
  const named = new Map(sponsorships.map((sponsorship) => [sponsorship.application_id, sponsorship]));
  return rows.map((row) => toApplication(row, inviters, named.get(row.id), now));
}

/** What a Travel Host told of her home when she applied (her accepted application): a listing starts from it. */
export async function acceptedPropertyOf(db: Db, email: string) {
  const property = await applicationsRepository(db).acceptedPropertyOf(email);
  return (
    property && {
      address: property.address ?? "",
      type: property.type ?? "",
      description: property.description ?? "",
      availability: property.availability ?? "",
    }
  );
}

export interface ApplicationsContext {
  db: Db;
  mail: Pick<Outbox, "enqueue">;
  /** Whether a mail server is set: without one, an acceptance's email goes to the mail drop and the answer says so. */
  mailServer: boolean;
  /** The club setting `country`: a phone written the national way is read as one of it. */
  clubCountry: () => Promise<string>;
  /** The club setting `votes_needed` (decision 0050): how many admins' votes of one kind decide. */
  votesNeeded?: () => Promise<number>;
  /** Asks the sponsor an applicant names (decision 0068), inside the application's transaction. */
  sponsors: Pick<SponsorshipsService, "name">;
  now?: () => number;
}

/** Applications: anyone with an invitation code applies; admins review and decide. */
export function applicationsService({
  db,
  mail,
  mailServer,
  clubCountry,
  votesNeeded = async () => 1,
  sponsors,
  now = Date.now,
}: ApplicationsContext) {
  const administering = (actor: Actor) => {
    if (!can.admin.administer(actor)) throw forbidden();
  };
  return {
    submit: async (application: ApplicationSubmission) => {
      // Read before the transaction opens (decision 0066): on SQLite a read beside an open transaction waits for it.
      const phone = normalizePhone(application.phone, await clubCountry());
      if (!phone) throw invalidPhone();
      return submitApplication(db, mail, { ...application, phone }, sponsors);
    },
    list: async (admin: Actor) => {
      administering(admin);
      return listApplications(db, now());
    },
    /** The spec's PATCH …/status: counts as this admin's vote (with one vote needed, it decides, as it always did). */
    decide: async (
      admin: Actor,
      decision: {
        applicationId: number;
        accepted: boolean;
        memberType?: MemberType | undefined;
        tier?: string | null | undefined;
      },
    ) => {
      administering(admin);
      return voteOnApplication(
        db,
        mail,
        {
          applicationId: decision.applicationId,
          adminId: admin.user_id,
          vote: decision.accepted ? "approve" : "reject",
          memberType: decision.memberType,
          tier: decision.tier,
        },
        { mailServer, votesNeeded: await votesNeeded() },
      );
    },
    vote: async (
      admin: Actor,
      vote: {
        applicationId: number;
        vote: "approve" | "reject";
        note?: string | undefined;
        memberType?: MemberType | undefined;
        tier?: string | null | undefined;
      },
    ) => {
      administering(admin);
      return voteOnApplication(
        db,
        mail,
        { ...vote, adminId: admin.user_id },
        { mailServer, votesNeeded: await votesNeeded() },
      );
    },
  };
}

export type ApplicationsService = ReturnType<typeof applicationsService>;
