import type { Db } from "../../db/database.ts";
import { invitationCodesRepository } from "./repository.ts";
import { isUsable } from "./rules.ts";

/** What other modules may ask of invitation codes: whether one can be used now, and using one (inside their transaction). */
export async function isInvitationCodeUsable(trx: Db, code: string) {
  return isUsable(await invitationCodesRepository(trx).find(code));
}

export { consumeInvitationCode } from "./repository.ts";
