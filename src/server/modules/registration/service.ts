import type { Db } from "../../db/database.ts";
import { registrationInvitationsRepository } from "./repository.ts";

/** Creates the emailed registration invitation for an accepted application, inside the caller's transaction. */
export async function createRegistrationInvitation(trx: Db, invitation: { tokenHash: string; email: string; type: string; applicationId: number | null }) {
  await registrationInvitationsRepository(trx).create(invitation);
}
