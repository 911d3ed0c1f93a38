import { randomInt } from "node:crypto";
import type { InvitationCode, MemberInvitation, MemberInvitationState } from "../../../shared/invitation-codes.ts";
import type { InvitationCodeRow } from "./repository.ts";

// No 0/O or 1/I/L: codes are read aloud and typed from paper.
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** A code like SALON-7KQ4-M9XT (40 random bits: guessing is hopeless behind the rate limit). */
export function generateCode(): string {
  const block = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `SALON-${block()}-${block()}`;
}

/** Whether an applicant may use the code now (from this address, when one is given and the code is a personal invitation). */
export function isUsable(
  row: InvitationCodeRow | undefined,
  now = Date.now(),
  email?: string,
): row is InvitationCodeRow {
  if (!row || row.revoked === 1) return false;
  if (email !== undefined && row.invitee_email !== null && row.invitee_email !== email.trim().toLowerCase())
    return false;
  if (row.expires_at !== null && row.expires_at <= now) return false;
  if (row.max_uses !== null && row.uses >= row.max_uses) return false;
  return true;
}

/** A personal invitation's state (decision 0057): used once its one use is counted, else revoked, expired or open. */
export function memberInvitationState(
  row: Pick<InvitationCodeRow, "uses" | "revoked" | "expires_at">,
  now = Date.now(),
): MemberInvitationState {
  if (row.uses > 0) return "used";
  if (row.revoked === 1) return "revoked";
  if (row.expires_at !== null && Number(row.expires_at) <= now) return "expired";
  return "open";
}

export function toMemberInvitation(row: InvitationCodeRow, now = Date.now()): MemberInvitation {
  return {
    code: row.code,
    email: row.invitee_email ?? "",
    note: row.note,
    createdAt: new Date(Number(row.created_at)).toISOString(),
    expiresAt: new Date(Number(row.expires_at ?? row.created_at)).toISOString(),
    state: memberInvitationState(row, now),
  };
}

export function toInvitationCode(row: InvitationCodeRow): InvitationCode {
  return {
    code: row.code,
    maxUses: row.max_uses,
    uses: row.uses,
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at).toISOString(),
    note: row.note,
    revoked: row.revoked === 1,
  };
}
