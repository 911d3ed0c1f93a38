import type { Db } from "../../kernel/database/database.ts";
import type { Outbox } from "../outbox/index.ts";
import { memberInvitationRoutes } from "./member-invitations-routes.ts";
import { memberInvitationsService, type MemberInvitationsContext } from "./member-invitations-service.ts";
import { invitationCodeRoutes } from "./routes.ts";
import { invitationCodesService } from "./service.ts";

/**
 * The codes an applicant needs to apply: admins make and revoke them, members make personal ones for a friend
 * (decision 0057), the application uses one up.
 */
export function createInvitationCodes({
  db,
  mail,
  invitationSettings,
}: {
  db: Db;
  mail: Pick<Outbox, "enqueue">;
  invitationSettings: MemberInvitationsContext["invitationSettings"];
}) {
  const service = invitationCodesService(db);
  const memberInvitations = memberInvitationsService({ db, mail, invitationSettings });
  return {
    service,
    memberInvitations,
    routes: [...invitationCodeRoutes(service), ...memberInvitationRoutes(memberInvitations)],
  };
}

export { consumeInvitationCode, invitersOfCodes, isInvitationCodeUsable } from "./service.ts";
