import { sql, type Kysely } from "kysely";
import type { Dialect } from "../database.ts";

/**
 * Invitations join the events version (migration 0011): the cached events lists keep every member's invitations to
 * their invite-only events (an invitation decides who sees one), so writing an invitation must tell every instance
 * that its copy is stale, whoever writes it.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === "postgres") {
    await sql
      .raw(
        "create trigger event_invitations_bump_events_version after insert or update or delete on event_invitations for each statement execute function bump_events_version()",
      )
      .execute(db);
    return;
  }
  const bump = "update change_versions set version = version + 1 where name = 'events'";
  for (const event of ["insert", "update", "delete"]) {
    await sql
      .raw(
        `create trigger event_invitations_${event}_bump_events_version after ${event} on event_invitations begin ${bump}; end`,
      )
      .execute(db);
  }
}
