import { sql } from "kysely";
import type { TestServer } from "../test/test-app.ts";

/** Counters that a refused request may legitimately move: rate-limit windows. */
const IGNORED = new Set(["rate_limits"]);

/**
 * Every row of every table (migration bookkeeping and rate-limit counters aside), each table's rows
 * serialised and sorted: two equal snapshots mean a request changed nothing in the database.
 */
export async function databaseSnapshot(server: TestServer): Promise<Record<string, string[]>> {
  const db = server.database.db;
  const tables = (await db.introspection.getTables()).map((table) => table.name).filter((name) => !IGNORED.has(name) && !name.startsWith("kysely_"));
  const snapshot: Record<string, string[]> = {};
  for (const name of tables.sort()) {
    // The names come from the database's own catalog, never from a request.
    const rows = await db.selectFrom(name as "users").selectAll().execute();
    snapshot[name] = rows.map((row) => JSON.stringify(row, (_key, value: unknown) => (typeof value === "bigint" ? value.toString() : value))).sort();
  }
  return snapshot;
}

const tableLists = new WeakMap<TestServer, Promise<string[]>>();

/** Row counts of every table in one query: cheap enough to take around thousands of fuzzed requests. */
export async function rowCounts(server: TestServer): Promise<Record<string, number>> {
  const db = server.database.db;
  let tables = tableLists.get(server);
  if (!tables) {
    tables = db.introspection.getTables().then((list) => list.map((t) => t.name).filter((name) => !IGNORED.has(name) && !name.startsWith("kysely_")).sort());
    tableLists.set(server, tables);
  }
  const names = await tables;
  const columns = names.map((name) => sql`(select count(*) from ${sql.table(name)}) as ${sql.ref(name)}`);
  const { rows } = await sql<Record<string, number | string>>`select ${sql.join(columns)}`.execute(db);
  return Object.fromEntries(Object.entries(rows[0]!).map(([name, n]) => [name, Number(n)]));
}
