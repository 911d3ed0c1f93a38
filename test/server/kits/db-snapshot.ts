import { sql } from "kysely";
import type { TestServer } from "../harness/test-app.ts";

/** Counters that a refused request may legitimately move: rate-limit windows. */
const IGNORED = new Set(["rate_limits"]);

const tableLists = new WeakMap<TestServer, Promise<string[]>>();

/** This server's own tables, read once (the schema does not change during a test run). */
function tablesOf(server: TestServer): Promise<string[]> {
  let tables = tableLists.get(server);
  if (!tables) {
    tables = ownTables(server);
    tableLists.set(server, tables);
  }
  return tables;
}

/** This server's own tables: on PostgreSQL the introspection lists every schema's, other test files' included. */
async function ownTables(server: TestServer): Promise<string[]> {
  const schema = server.config.database.kind === "postgres" ? server.config.database.schema : undefined;
  const tables = await server.database.db.introspection.getTables();
  return tables
    .filter(
      (table) =>
        (schema === undefined || table.schema === schema) &&
        !IGNORED.has(table.name) &&
        !table.name.startsWith("kysely_"),
    )
    .map((table) => table.name)
    .sort();
}

/**
 * Every row of every table (migration bookkeeping and rate-limit counters aside), each table's rows
 * serialised and sorted: two equal snapshots mean a request changed nothing in the database.
 */
export async function databaseSnapshot(server: TestServer): Promise<Record<string, string[]>> {
  const db = server.database.db;
  const snapshot: Record<string, string[]> = {};
  for (const name of await tablesOf(server)) {
    // The names come from the database's own catalog, never from a request.
    const rows = await db
      .selectFrom(name as "users")
      .selectAll()
      .execute();
    snapshot[name] = rows
      .map((row) =>
        JSON.stringify(row, (_key, value: unknown) => (typeof value === "bigint" ? value.toString() : value)),
      )
      .sort();
  }
  return snapshot;
}

/** Row counts of every table in one query: cheap enough to take around thousands of fuzzed requests. */
export async function rowCounts(server: TestServer): Promise<Record<string, number>> {
  const db = server.database.db;
  const names = await tablesOf(server);
  const columns = names.map((name) => sql`(select count(*) from ${sql.table(name)}) as ${sql.ref(name)}`);
  const { rows } = await sql<Record<string, number | string>>`select ${sql.join(columns)}`.execute(db);
  return Object.fromEntries(Object.entries(rows[0]!).map(([name, n]) => [name, Number(n)]));
}
