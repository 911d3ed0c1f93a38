import { randomInt } from "node:crypto";
import type { InvitationCode } from "../../../shared/invitation-codes.ts";
import type { InvitationCodeRow } from "./repository.ts";

// No 0/O or 1/I/L: codes are read aloud and typed from paper.
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** A code like SALON-7KQ4-M9XT (40 random bits: guessing is hopeless behind the rate limit). */
export function generateCode(): string {
  const block = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `SALON-${block()}-${block()}`;
}

/** Whether an applicant may use the code now. */
export function isUsable(row: InvitationCodeRow | undefined, now = Date.now()): row is InvitationCodeRow {
  if (!row || row.revoked === 1) return false;
  if (row.expires_at !== null && row.expires_at <= now) return false;
  if (row.max_uses !== null && row.uses >= row.max_uses) return false;
  return true;
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
