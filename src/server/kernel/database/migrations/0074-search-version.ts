import { sql, type Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { MESSAGE_KIND } from "./0059-search-messages.ts";

/**
 * The `search` change version (decision 0074): bumped with every write that can change what a member with no relation
 * to anything finds, so that each viewer class's ranked answer to a query can be kept until then. That is the searched
 * text itself (`search_fields`, but for messages, which no class finds) and what the access layer's class part reads
 * beside it: an event's exclusivity, confidentiality and start, a photo's withholding and event, a home's publication
 * and last change, a member's presence (active, closing) and the profile fields she hides. Per row on PostgreSQL: a
 * statement trigger fires on zero rows too (migration 0068).
 */
const SOURCES: ReadonlyArray<{ table: string; events: string[]; when?: { new: string; old: string } }> = [
  {
    table: "search_fields",
    events: ["insert", "update", "delete"],
    when: { new: `new.kind <> '${MESSAGE_KIND}'`, old: `old.kind <> '${MESSAGE_KIND}'` },
  },
  { table: "events", events: ["update of exclusivity, confidential, starts_at"] },
  { table: "images", events: ["update of withheld_at, associated_event_id"] },
  { table: "stay_listings", events: ["update"] },
  { table: "users", events: ["update of active"] },
  { table: "account_closures", events: ["insert", "update", "delete"] },
  { table: "member_profiles", events: ["insert", "update of hidden_fields", "delete"] },
];

const BUMP = "update change_versions set version = version + 1 where name = 'search'";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await sql`insert into change_versions (name, version) values ('search', 1)`.execute(db);
  if (dialect === "postgres")
    await sql
      .raw(
        `create function bump_search_version() returns trigger language plpgsql as $$ begin ${BUMP}; return null; end $$`,
      )
      .execute(db);
  for (const { table, events, when } of SOURCES) {
    for (const event of events) {
      const condition = when ? (event === "delete" ? when.old : when.new) : null;
      const name = `${table}_${event.split(" ")[0]}_bump_search_version`;
      const statement =
        dialect === "postgres"
          ? `create trigger ${name} after ${event} on ${table} for each row${condition ? ` when (${condition})` : ""} execute function bump_search_version()`
          : `create trigger ${name} after ${event} on ${table}${condition ? ` when ${condition}` : ""} begin ${BUMP}; end`;
      await sql.raw(statement).execute(db);
    }
  }
}
