import { Migrator, sql, type Kysely, type Migration } from "kysely";
import type { Database } from "./database.ts";
import { migrations } from "./migrations/index.ts";

/**
 * Applies every pending migration. On PostgreSQL Kysely holds an advisory lock and runs them in a transaction. On
 * SQLite it takes no lock, so two processes starting on one file would both create the tables: `begin immediate`
 * takes the write lock first (the other process waits for it) and makes the pending migrations all or nothing.
 * The app's SQLite connection is a single one, so the migrator's statements all run inside that transaction.
 */
export async function migrateToLatest(database: Database): Promise<string[]> {
  if (database.dialect !== "sqlite") return runMigrator(database);
  await sql`begin immediate`.execute(database.db);
  try {
    const applied = await runMigrator(database);
    await sql`commit`.execute(database.db);
    return applied;
  } catch (error) {
    await sql`rollback`.execute(database.db);
    throw error;
  }
}

async function runMigrator(database: Database): Promise<string[]> {
  const migrator = new Migrator({
    db: database.db as unknown as Kysely<unknown>,
    ...(database.schema ? { migrationTableSchema: database.schema } : {}),
    provider: {
      getMigrations: async () =>
        Object.fromEntries(
          Object.entries(migrations).map(([name, m]): [string, Migration] => [
            name,
            { up: (db) => m.up(db, database.dialect) },
          ]),
        ),
    },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
