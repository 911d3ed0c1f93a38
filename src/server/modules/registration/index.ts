import type { Config } from "../../config.ts";
import { clubLink, segment } from "../../email-templates/context.ts";
import type { Db } from "../../kernel/database/database.ts";
import type { Sessions } from "../auth/index.ts";
import type { Outbox } from "../outbox/index.ts";
import { adminInvitationRoutes } from "./admin-invitation-routes.ts";
import { registrationRoutes } from "./routes.ts";
import { registrationService } from "./service.ts";

/** Registration links: an accepted applicant or a directly invited person creates her account from one. */
export function createRegistration(deps: {
  db: Db;
  mail: Pick<Outbox, "enqueue">;
  mailServer: boolean;
  config: Config;
  sessions: Sessions;
}) {
  const service = registrationService(deps.db, deps.mail);
  const registrationLink = (token: string) => clubLink(deps.config, `/register/${segment(token)}`);
  return {
    service,
    routes: [
      ...registrationRoutes(service, deps),
      ...adminInvitationRoutes(service, { mailServer: deps.mailServer, registrationLink }),
    ],
  };
}

export { createRegistrationInvitation } from "./service.ts";
