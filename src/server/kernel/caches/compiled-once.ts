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
    const sqlite = connections.get(db);
    if (sqlite && !sqlite.raw.isTransaction) return sqlite.execute(sql, parameters) as InferResult<Q>;
    return (await db.executeQuery(CompiledQuery.raw(sql, [...parameters]))).rows as InferResult<Q>;
  };
}
