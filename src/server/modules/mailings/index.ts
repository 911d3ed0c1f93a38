import type { Database } from "../../kernel/database/database.ts";
import type { SessionMember } from "../../kernel/sessions/signed-in-member.ts";
import { clubLink, type ClubContextSource } from "../../email-templates/context.ts";
import { outboxRecords, type Outbox } from "../outbox/index.ts";
import { mailLog } from "./mail-log.ts";
import { mailingRoutes } from "./routes.ts";
import { mailingsService, type MailingControls } from "./service.ts";

/** Bulk email, the mail log and the unsubscribe links of every mailing. */
export function createMailings(deps: {
  database: Database;
  outbox: Outbox;
  /** The club as its admins set it (club settings): a mailing's layout, footer and unsubscribe page name it. */
  club: ClubContextSource;
  publicUrl: URL;
  mailServer: boolean;
  proveRecently: (actor: SessionMember) => Promise<void>;
  /** The club's settings for mailings (decision 0051), read at each send. */
  controls: () => Promise<MailingControls>;
}) {
  const { database, outbox, club } = deps;
  const service = mailingsService({
    db: database.db,
    outbox,
    club,
    outboxRecords: outboxRecords(database),
    proveRecently: deps.proveRecently,
    controls: deps.controls,
  });
  const log = mailLog(database, { mailServer: deps.mailServer });
  return {
    service,
    routes: mailingRoutes(service, log, {
      clubName: async () => (await club()).clubName,
      settingsUrl: clubLink(deps, "/settings"),
    }),
  };
}

export { mailLog } from "./mail-log.ts";
export { endUnsubscribeLinksOf } from "./service.ts";
