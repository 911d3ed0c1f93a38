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

/** Row counts only: cheap enough to take around thousands of fuzzed requests. */
export async function rowCounts(server: TestServer): Promise<Record<string, number>> {
  const db = server.database.db;
  const tables = (await db.introspection.getTables()).map((table) => table.name).filter((name) => !IGNORED.has(name) && !name.startsWith("kysely_"));
  const counts: Record<string, number> = {};
  for (const name of tables.sort()) {
    const row = await db.selectFrom(name as "users").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow();
    counts[name] = Number(row.n);
  }
  return counts;
}
