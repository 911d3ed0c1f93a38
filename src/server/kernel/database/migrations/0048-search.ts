import { sql, type Kysely } from "kysely";
import type { Dialect } from "../database.ts";

/**
 * One search across the club (decision 0045): `search_fields` holds one row per searchable field of a thing (an event's
 * title, a member's company, a home's town…; never a home's exact address), written by the triggers below in the same
 * transaction as the write that changes it, so no module's code knows the index exists. SQLite indexes the rows with
 * FTS5 (unicode61, diacritics removed) and reads its vocabulary through fts5vocab; PostgreSQL keeps a `tsvector` of each
 * row (unaccented, 'simple' configuration, GIN) and the vocabulary in `search_words`. The typo search reads that
 * vocabulary. `npm run search:rebuild` empties the rows and touches every source row, so the same triggers write them.
 */

/** Each searchable source: its table, the kind of thing, its key, and its fields as SQL over `new`. */
export const SEARCH_SOURCES = [
  {
    table: "events",
    kind: "event",
    key: "id",
    fields: { title: "title", description: "description", location: "location", city: "city", country: "country" },
  },
  {
    table: "images",
    kind: "photo",
    key: "id",
    fields: {
      title: "title",
      description: "description",
      event: "(select events.title from events where events.id = new.associated_event_id)",
    },
    columns: ["title", "description", "associated_event_id"],
  },
  { table: "users", kind: "member", key: "user_id", fields: { name: "name" } },
  {
    table: "member_profiles",
    kind: "member",
    key: "user_id",
    fields: {
      headline: "headline",
      company: "company",
      city: "city",
      bio: "bio",
      interests: "interests",
      ask_me_about: "ask_me_about",
    },
  },
  {
    table: "stay_listings",
    kind: "stay",
    key: "id",
    fields: { title: "title", city: "city", region: "region", country: "country", description: "description" },
  },
  { table: "comments", kind: "comment", key: "id", fields: { content: "content" } },
] as const satisfies readonly {
  table: string;
  kind: string;
  key: string;
  fields: Record<string, string>;
  columns?: readonly string[];
}[];

/**
 * On SQLite each kind's rows take their ids in a range of their own (`KIND_RANGES`), so that a search of one kind asks
 * FTS5 for that range's matches only (SQLite has one writer at a time, so the next id is the range's highest plus
 * one). PostgreSQL numbers them from its sequence: its GIN index is narrowed by kind in the query instead.
 */
export const KIND_RANGE = 2 ** 40;
export const KIND_RANGES: Record<string, number> = { event: 1, member: 2, photo: 3, stay: 4, comment: 5 };
const firstId = (kind: string) => KIND_RANGES[kind]! * KIND_RANGE;

function insertInto(kind: string, dialect: Dialect, rest: string) {
  if (dialect === "postgres") return `insert into search_fields (kind, ref_id, field, body) select ${rest}`;
  const from = firstId(kind);
  const id = `(select coalesce(max(id), ${from}) from search_fields where id >= ${from} and id < ${from + KIND_RANGE}) + row_number() over ()`;
  return `insert into search_fields (id, kind, ref_id, field, body) select ${id}, ${rest}`;
}

function statements(source: (typeof SEARCH_SOURCES)[number], dialect: Dialect) {
  const ref = (row: "new" | "old") =>
    dialect === "postgres" ? `${row}.${source.key}::text` : `cast(${row}.${source.key} as text)`;
  const names = Object.keys(source.fields);
  const remove = `delete from search_fields where kind = '${source.kind}' and ref_id = ${ref("old")} and field in (${names.map((n) => `'${n}'`).join(", ")})`;
  const rows = Object.entries(source.fields)
    .map(([field, expression]) => `select '${field}' as field, ${expression.replace(/^(\w+)$/, "new.$1")} as body`)
    .join(" union all ");
  const add = insertInto(
    source.kind,
    dialect,
    `'${source.kind}', ${ref("new")}, v.field, v.body from (${rows}) as v where v.body is not null and v.body <> ''`,
  );
  const columns = "columns" in source ? source.columns : Object.values(source.fields);
  return { remove, add, columns };
}

/** When an event's title changes, the photos of that event carry it as their `event` field. */
const photoEventRemove =
  "delete from search_fields where kind = 'photo' and field = 'event' and ref_id in (select images.id from images where images.associated_event_id = new.id)";
const photoEventAdd = (dialect: Dialect) =>
  insertInto(
    "photo",
    dialect,
    "'photo', images.id, 'event', new.title from images where images.associated_event_id = new.id and new.title <> ''",
  );

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === "postgres") return upPostgres(db);
  const run = (text: string) => sql.raw(text).execute(db);
  await run(
    "create table search_fields (id integer primary key, kind text not null, ref_id text not null, field text not null, body text not null)",
  );
  await run("create index search_fields_ref on search_fields (kind, ref_id)");
  await run(
    "create virtual table search_fts using fts5(body, content='search_fields', content_rowid='id', tokenize='unicode61 remove_diacritics 2')",
  );
  await run("create virtual table search_vocab using fts5vocab(search_fts, 'row')");
  await run(
    "create trigger search_fields_indexed after insert on search_fields begin insert into search_fts (rowid, body) values (new.id, new.body); end",
  );
  await run(
    "create trigger search_fields_unindexed after delete on search_fields begin insert into search_fts (search_fts, rowid, body) values ('delete', old.id, old.body); end",
  );
  for (const source of SEARCH_SOURCES) {
    const { remove, add, columns } = statements(source, "sqlite");
    const name = `search_${source.table}`;
    await run(`create trigger ${name}_insert after insert on ${source.table} begin ${add}; end`);
    await run(
      `create trigger ${name}_update after update of ${columns.join(", ")} on ${source.table} begin ${remove}; ${add}; end`,
    );
    await run(`create trigger ${name}_delete after delete on ${source.table} begin ${remove}; end`);
  }
  await run(
    `create trigger search_photo_event_title after update of title on events begin ${photoEventRemove}; ${photoEventAdd("sqlite")}; end`,
  );
  await fill(db);
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  // The extension lives once per database (in public unless it was already elsewhere); its functions are named by
  // their schema, so that a member's search works whatever the connection's search_path.
  const installed = async () =>
    (
      await sql<{
        schema: string;
      }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'unaccent'`.execute(
        db,
      )
    ).rows[0]?.schema;
  let schema = await installed();
  if (!schema) {
    // In a savepoint: a refused CREATE EXTENSION (a role without the right, the module not installed, another
    // migration installing it at the same moment) must not abort the migration's transaction.
    await run("savepoint search_unaccent");
    try {
      await run("create extension if not exists unaccent schema public");
      await run("release savepoint search_unaccent");
    } catch {
      await run("rollback to savepoint search_unaccent");
    }
    schema = await installed();
  }
  // Without the extension, accents are not folded on PostgreSQL ("Zoë" is found by "zoë" only); the search still works.
  const fold = schema ? `lower(${schema}.unaccent('${schema}.unaccent'::regdictionary, new.body))` : "lower(new.body)";
  await run(
    "create table search_fields (id bigserial primary key, kind text not null, ref_id text not null, field text not null, body text not null, tsv tsvector not null default ''::tsvector)",
  );
  await run("create index search_fields_ref on search_fields (kind, ref_id)");
  await run("create index search_fields_tsv on search_fields using gin (tsv)");
  await run('create table search_words (word text collate "C" primary key)');
  await run(
    `create function search_fields_fold() returns trigger language plpgsql as $$ begin new.tsv := to_tsvector('simple', ${fold}); return new; end $$`,
  );
  await run(
    "create trigger search_fields_fold before insert on search_fields for each row execute function search_fields_fold()",
  );
  await run(
    "create function search_fields_words() returns trigger language plpgsql as $$ begin insert into search_words (word) select unnest(tsvector_to_array(new.tsv)) on conflict do nothing; return null; end $$",
  );
  await run(
    "create trigger search_fields_words after insert on search_fields for each row execute function search_fields_words()",
  );
  for (const source of SEARCH_SOURCES) {
    const { remove, add, columns } = statements(source, "postgres");
    const name = `search_${source.table}`;
    await run(
      `create function ${name}() returns trigger language plpgsql as $$ begin if tg_op <> 'INSERT' then ${remove}; end if; if tg_op <> 'DELETE' then ${add}; end if; return null; end $$`,
    );
    await run(
      `create trigger ${name}_insert_delete after insert or delete on ${source.table} for each row execute function ${name}()`,
    );
    await run(
      `create trigger ${name}_update after update of ${columns.join(", ")} on ${source.table} for each row execute function ${name}()`,
    );
  }
  await run(
    `create function search_photo_event_title() returns trigger language plpgsql as $$ begin ${photoEventRemove}; ${photoEventAdd("postgres")}; return null; end $$`,
  );
  await run(
    "create trigger search_photo_event_title after update of title on events for each row execute function search_photo_event_title()",
  );
  await fill(db);
}

/**
 * Writes every source's rows again through its own triggers: empties the index, then sets each searchable column to
 * itself. The migration fills the index so; `npm run search:rebuild` does the same for an operator.
 */
export async function fill(db: Kysely<unknown>): Promise<void> {
  await sql`delete from search_fields`.execute(db);
  for (const source of SEARCH_SOURCES) {
    const column = "columns" in source ? source.columns[0] : Object.values(source.fields)[0];
    await sql.raw(`update ${source.table} set ${column} = ${column}`).execute(db);
  }
}
