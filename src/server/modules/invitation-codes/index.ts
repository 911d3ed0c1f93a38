import type { Db } from "../../kernel/database/database.ts";
import { invitationCodeRoutes } from "./routes.ts";
import { invitationCodesService } from "./service.ts";

/** The codes an applicant needs to apply: admins make and revoke them, the application uses one up. */
export function createInvitationCodes({ db }: { db: Db }) {
  const service = invitationCodesService(db);
  return { service, routes: invitationCodeRoutes(service) };
}

export { consumeInvitationCode, isInvitationCodeUsable } from "./service.ts";
