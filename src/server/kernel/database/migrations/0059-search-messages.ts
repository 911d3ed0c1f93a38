import { sql, type Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { KIND_RANGE } from "./0048-search.ts";

/**
 * Messages in search (issue 38, decision 0055): each message's text is one `search_fields` row of kind `message`
 * (field `text`), written by triggers on `messages` in the same transaction as the message, rewritten if its text
 * changes and removed when it is deleted (a privacy erasure deletes her messages; a conversation deleted with its stay
 * request deletes its messages by cascade, which fires the same triggers). Who may find it is the access layer's
 * question, asked in the search query (`filter(actor, "message")`): only the conversation's participants.
 * On SQLite the rows take their ids in a range of their own, as every kind's do (migration 0048).
 */
export const MESSAGE_KIND = "message";
export const MESSAGE_KIND_RANGE = 6;

const first = MESSAGE_KIND_RANGE * KIND_RANGE;
const remove = (row: "old" | "new", dialect: Dialect) =>
  `delete from search_fields where kind = '${MESSAGE_KIND}' and ref_id = ${dialect === "postgres" ? `${row}.id::text` : `cast(${row}.id as text)`}`;
const add = (dialect: Dialect) =>
  dialect === "postgres"
    ? `insert into search_fields (kind, ref_id, field, body) select '${MESSAGE_KIND}', new.id::text, 'text', new.text where new.text <> ''`
    : `insert into search_fields (id, kind, ref_id, field, body) select (select coalesce(max(id), ${first}) from search_fields where id >= ${first} and id < ${first + KIND_RANGE}) + 1, '${MESSAGE_KIND}', cast(new.id as text), 'text', new.text where new.text <> ''`;

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  if (dialect === "postgres") {
    await run(
      `create function search_messages() returns trigger language plpgsql as $$ begin if tg_op <> 'INSERT' then ${remove("old", dialect)}; end if; if tg_op <> 'DELETE' then ${add(dialect)}; end if; return null; end $$`,
    );
    await run(
      "create trigger search_messages_insert_delete after insert or delete on messages for each row execute function search_messages()",
    );
    await run(
      "create trigger search_messages_update after update of text on messages for each row execute function search_messages()",
    );
  } else {
    await run(`create trigger search_messages_insert after insert on messages begin ${add(dialect)}; end`);
    await run(
      `create trigger search_messages_update after update of text on messages begin ${remove("old", dialect)}; ${add(dialect)}; end`,
    );
    await run(`create trigger search_messages_delete after delete on messages begin ${remove("old", dialect)}; end`);
  }
  await fillMessages(db);
}

/** Writes every message's row again through its triggers (after `fill` of migration 0048 emptied the index). */
export async function fillMessages(db: Kysely<unknown>): Promise<void> {
  await sql`delete from search_fields where kind = ${MESSAGE_KIND}`.execute(db);
  await sql`update messages set text = text`.execute(db);
}
