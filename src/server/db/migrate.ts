import { Migrator, type Kysely, type Migration } from "kysely";
import type { Database } from "./database.ts";
import { migrations } from "./migrations/index.ts";

/** Applies every pending migration; each runs in its own transaction on both dialects. */
export async function migrateToLatest(database: Database): Promise<string[]> {
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
