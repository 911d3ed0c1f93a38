import { randomBytes } from "node:crypto";
import type { Db } from "../../kernel/database/database.ts";
import { conflict, HttpError, notFound } from "../../kernel/http/errors.ts";
import type { SignedTokens } from "../../kernel/tokens/signed-tokens.ts";
import { hashToken } from "../../kernel/tokens/tokens.ts";
import { normalizeEmail } from "../../../shared/email-address.ts";
import type { SponsorshipAnswer, SponsorshipRequest } from "../../../shared/sponsorships.ts";
import { SPONSORSHIP_TEXTS } from "../../../shared/texts/sponsorships.ts";
import { membershipLapsed, sponsorshipAccess, type Actor } from "../../access/index.ts";
import { recordAudit } from "../audit/index.ts";
import { recordNotice } from "../notifications/index.ts";
import type { Outbox } from "../outbox/index.ts";
import { sponsorshipsRepository } from "./sponsorships-repository.ts";

/** How long a sponsor's link stays good (decision 0068). */
export const SPONSORSHIP_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The token's fields: the application's id (4 bytes) and 8 random ones, so no two links are alike. */
const NONCE_BYTES = 8;

// Gone, in the words of a link that no longer works (no code of its own: every page carries the list of codes).
const expired = () => new HttpError(410, "not_found", SPONSORSHIP_TEXTS.expired);

/**
 * Sponsors named on applications (decision 0068, docs/product/membership.md#sponsors). The applicant names one by
 * email; if the address is a member's who may sponsor, she is asked by email and by a notice, with a signed link good
 * for 14 days. Nobody else is asked and the applicant's answer is the same either way. Only the member named reads or
 * answers it (anyone else: 404, as for a link that does not exist), once.
 */
export function sponsorshipsService({
  db,
  mail,
  tokens,
  now = Date.now,
}: {
  db: Db;
  mail: Pick<Outbox, "enqueue">;
  tokens: SignedTokens;
  now?: () => number;
}) {
  /** The sponsorship a token names, if this server signed it and it is the one that sponsorship's sponsor was sent. */
  async function open(on: Db, actor: Actor, token: string) {
    const check = tokens.open(token, now());
    if (!check.ok) {
      if (check.reason === "expired") throw expired();
      throw notFound(SPONSORSHIP_TEXTS.notFound);
    }
    const applicationId = check.fields.readUInt32BE(0);
    const row = await sponsorshipsRepository(on).find(applicationId);
    if (!row || row.token_hash !== hashToken(token)) throw notFound(SPONSORSHIP_TEXTS.notFound);
    const right = await sponsorshipAccess(on).answerRight(actor, row.sponsor_user_id, now());
    if (right === "not-hers") throw notFound(SPONSORSHIP_TEXTS.notFound);
    if (right === "lapsed") throw membershipLapsed();
    if (row.answer !== null) throw conflict(SPONSORSHIP_TEXTS.answered);
    return row;
  }

  return {
    /**
     * Inside the application's transaction: records the sponsor she named and, when the address is a member's who may
     * sponsor, asks her. Says nothing back: the applicant's answer does not depend on it.
     */
    async name(
      trx: Db,
      application: { id: number; fullName: string; email: string; sponsorEmail: string; note: string | null },
    ): Promise<void> {
      const at = now();
      const own = normalizeEmail(application.sponsorEmail) === normalizeEmail(application.email);
      const sponsorId = own ? undefined : await sponsorshipAccess(trx).sponsorAt(application.sponsorEmail, at);
      const expiresAt = at + SPONSORSHIP_DAYS * DAY_MS;
      const fields = Buffer.alloc(4);
      fields.writeUInt32BE(application.id);
      const token =
        sponsorId === undefined ? null : tokens.sign(Buffer.concat([fields, randomBytes(NONCE_BYTES)]), expiresAt);
      await sponsorshipsRepository(trx).insert({
        applicationId: application.id,
        sponsorEmail: application.sponsorEmail,
        sponsorUserId: sponsorId ?? null,
        applicantNote: application.note,
        tokenHash: token && hashToken(token),
        expiresAt: token ? expiresAt : null,
        createdAt: at,
      });
      if (sponsorId === undefined || token === null) return;
      await mail.enqueue(
        {
          to: normalizeEmail(application.sponsorEmail),
          kind: "sponsorship-request",
          data: { token, applicantName: application.fullName, note: application.note, days: SPONSORSHIP_DAYS },
        },
        trx,
      );
      await recordNotice(trx, {
        userId: sponsorId,
        kind: "sponsorship",
        subject: { kind: "sponsorship", id: token, title: application.fullName },
        excerpt: application.note,
        createdAt: at,
      });
    },

    /** What she is asked about: the applicant's name and her note, nothing more. */
    async request(actor: Actor, token: string): Promise<SponsorshipRequest> {
      const row = await open(db, actor, token);
      return { applicant_name: row.full_name, note: row.applicant_note };
    },

    /** Her answer, once; audited. An application already decided takes no answer. */
    async answer(actor: Actor, token: string, answer: SponsorshipAnswer) {
      return db.transaction().execute(async (trx) => {
        const row = await open(trx, actor, token);
        if (row.accepted !== null) throw conflict(SPONSORSHIP_TEXTS.decided);
        const words = answer.words ? answer.words : null;
        const answered = await sponsorshipsRepository(trx).answer(row.application_id, answer.decision, words, now());
        if (!answered) throw conflict(SPONSORSHIP_TEXTS.answered);
        await recordAudit(trx, {
          actorUserId: actor.user_id,
          action: answer.decision === "confirm" ? "sponsorship.confirm" : "sponsorship.decline",
          target: `application:${row.application_id}`,
          details: { words },
        });
        return {
          ok: true as const,
          message:
            answer.decision === "confirm"
              ? SPONSORSHIP_TEXTS.confirmed(row.full_name)
              : SPONSORSHIP_TEXTS.declined(row.full_name),
        };
      });
    },
  };
}

export type SponsorshipsService = ReturnType<typeof sponsorshipsService>;
