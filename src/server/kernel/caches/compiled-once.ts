import { CompiledQuery, type Compilable, type InferResult, type Kysely } from "kysely";
import type { Tables } from "../database/schema.ts";
import type { OpenedSqlite } from "../database/sqlite-driver.ts";

/**
 * On SQLite (one connection, each statement run whole: sqlite-driver.ts), a compiled query runs on the connection at
 * once when no transaction is open on it, skipping Kysely's executor and its queue for the connection: what is left of
 * a request's cost is mostly that bookkeeping. Inside a transaction it waits its turn through Kysely, as any query does.
 */
const connections = new WeakMap<Kysely<Tables>, OpenedSqlite>();
export function runCompiledDirectly(db: Kysely<Tables>, sqlite: OpenedSqlite): void {
  connections.set(db, sqlite);
}

/**
 * A query built and compiled once per database, then run with other values: for the lookups every request makes, where
 * building and compiling the query with Kysely cost more CPU than running it. The values are given in the order the
 * builder placed its placeholders; the ones it was built with only shape the SQL.
 */
export function compiledOnce<Q extends Compilable<unknown>>(build: (db: Kysely<Tables>) => Q) {
  const compiled = new WeakMap<Kysely<Tables>, string>();
  return async (db: Kysely<Tables>, parameters: readonly unknown[]): Promise<InferResult<Q>> => {
    let sql = compiled.get(db);
    if (sql === undefined) compiled.set(db, (sql = build(db).compile().sql));
    return run<InferResult<Q>>(db, sql, parameters);
  };
}

async function run<R>(db: Kysely<Tables>, sql: string, parameters: readonly unknown[]): Promise<R> {
  const sqlite = connections.get(db);
  if (sqlite && !sqlite.raw.isTransaction) return sqlite.execute(sql, parameters) as R;
  return (await db.executeQuery(CompiledQuery.raw(sql, [...parameters]))).rows as R;
}

/** Stands for the id in a query built once: no member, event or row has it. */
const ID_MARK = -1_999_999_999;

/**
 * A query shaped by nothing but one id, however many times it uses it (the access layer's filters ask for her id in
 * every relation they test): built and compiled once per database with a mark in the id's place, then run with the id
 * wherever the mark stands and the builder's own values everywhere else.
 */
export function compiledOncePerId<Q extends Compilable<unknown>>(build: (db: Kysely<Tables>, id: number) => Q) {
  const compiled = new WeakMap<Kysely<Tables>, { sql: string; parameters: readonly unknown[] }>();
  return async (db: Kysely<Tables>, id: number): Promise<InferResult<Q>> => {
    let query = compiled.get(db);
    if (query === undefined) compiled.set(db, (query = build(db, ID_MARK).compile()));
    return run<InferResult<Q>>(
      db,
      query.sql,
      query.parameters.map((value) => (value === ID_MARK ? id : value)),
    );
  };
}
