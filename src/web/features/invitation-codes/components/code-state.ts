import type { InvitationCode } from "../../../../shared/invitation-codes.ts";

export type CodeState = "Active" | "Revoked" | "Expired" | "Used up";

/** Whether a code still lets someone apply (the badge says it in INVITATION_CODES_COPY.list.states). */
export function codeState(code: InvitationCode, now = Date.now()): CodeState {
  if (code.revoked) return "Revoked";
  if (code.expiresAt && Date.parse(code.expiresAt) <= now) return "Expired";
  if (code.maxUses !== null && code.uses >= code.maxUses) return "Used up";
  return "Active";
}
