import { CompiledQuery, type Compilable, type InferResult } from "kysely";
import type { Db } from "./database.ts";

/**
 * A query built and compiled once per database, then run with other values: for the lookups every request makes, where
 * building and compiling the query with Kysely cost more CPU than running it. The values are given in the order the
 * builder placed its placeholders; the ones it was built with only shape the SQL.
 */
export function compiledOnce<Q extends Compilable<unknown>>(build: (db: Db) => Q) {
  const compiled = new WeakMap<Db, string>();
  return async (db: Db, parameters: readonly unknown[]): Promise<InferResult<Q>> => {
    let sql = compiled.get(db);
    if (sql === undefined) compiled.set(db, (sql = build(db).compile().sql));
    return (await db.executeQuery(CompiledQuery.raw(sql, [...parameters]))).rows as InferResult<Q>;
  };
}
