import { sql, type Kysely } from "kysely";
import type { Dialect } from "../database.ts";

/**
 * Account closures join the events version (migration 0011): the cached events lists name each event's participants,
 * and a member within the 30 days of closing her account or of her removal is not named (decision 0067). A closure
 * started, cancelled (she signed in) or carried out tells every instance that its copy is stale, whoever writes it.
 * Per row on PostgreSQL too: every sign-in deletes her closure if there is one, and a statement trigger would fire on
 * the zero rows of all the others and empty every instance's events cache at each sign-in.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === "postgres") {
    await sql
      .raw(
        "create trigger account_closures_bump_events_version after insert or update or delete on account_closures for each row execute function bump_events_version()",
      )
      .execute(db);
    return;
  }
  const bump = "update change_versions set version = version + 1 where name = 'events'";
  for (const event of ["insert", "update", "delete"]) {
    await sql
      .raw(
        `create trigger account_closures_${event}_bump_events_version after ${event} on account_closures begin ${bump}; end`,
      )
      .execute(db);
  }
}
