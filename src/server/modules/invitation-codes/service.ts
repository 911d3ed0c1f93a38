import type { Db } from "../../kernel/database/database.ts";
import { conflict, notFound } from "../../kernel/http/errors.ts";
import type { CreateInvitationCode, InvitationCode } from "../../../shared/invitation-codes.ts";
import type { CurrentUser } from "../../../shared/members.ts";
import { APPLICATION_TEXTS } from "../../../shared/texts/applications.ts";
import { INVITATION_CODE_TEXTS } from "../../../shared/texts/invitation-codes.ts";
import { recordAudit } from "../audit/index.ts";
import { invitationCodesRepository } from "./repository.ts";
import { generateCode, isUsable, toInvitationCode } from "./rules.ts";

/** What other modules may ask of invitation codes: whether one can be used now by this address, and using one (inside their transaction). */
export async function isInvitationCodeUsable(trx: Db, code: string, email: string) {
  return isUsable(await invitationCodesRepository(trx).find(code), Date.now(), email);
}

export { consumeInvitationCode } from "./repository.ts";

/** The members whose personal invitations these codes are, by code (an application's "Invited by"). */
export async function invitersOfCodes(db: Db, codes: readonly string[]) {
  const rows = await invitationCodesRepository(db).inviters(codes);
  return new Map(rows.map((row) => [row.code, { userId: row.user_id, name: row.name }]));
}

/** Invitation codes as applicants check them and admins manage them (the routes' admin guards decide who manages). */
export function invitationCodesService(db: Db) {
  const codes = invitationCodesRepository(db);

  /** Whether a code can be used now, as the application form asks before applying. */
  async function check(rawCode: string) {
    const code = rawCode.trim();
    const row = code ? await codes.find(code) : undefined;
    return isUsable(row) ? { valid: true as const } : { valid: false as const, error: APPLICATION_TEXTS.invalidCode };
  }

  async function list(): Promise<InvitationCode[]> {
    return (await codes.list()).map(toInvitationCode);
  }

  /** Creates a code (generated when none is given); 409 when it already exists. */
  async function create(admin: CurrentUser, body: CreateInvitationCode): Promise<InvitationCode> {
    const created = await codes.create({
      code: body.code ?? generateCode(),
      maxUses: body.maxUses ?? null,
      expiresAt: body.expiresAt ? Date.parse(body.expiresAt) : null,
      note: body.note || null,
      createdBy: admin.user_id,
    });
    if (!created) throw conflict(INVITATION_CODE_TEXTS.exists);
    await recordAudit(db, {
      actorUserId: admin.user_id,
      action: "invitation-code.create",
      target: `invitation-code:${created.code}`,
      details: { maxUses: created.max_uses, expiresAt: created.expires_at },
    });
    return toInvitationCode(created);
  }

  async function revoke(admin: CurrentUser, code: string): Promise<InvitationCode> {
    const revoked = await codes.revoke(code);
    if (!revoked) throw notFound(INVITATION_CODE_TEXTS.notFound);
    await recordAudit(db, {
      actorUserId: admin.user_id,
      action: "invitation-code.revoke",
      target: `invitation-code:${revoked.code}`,
    });
    return toInvitationCode(revoked);
  }

  return { check, list, create, revoke };
}

export type InvitationCodesService = ReturnType<typeof invitationCodesService>;
