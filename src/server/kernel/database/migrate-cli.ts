import { ConfigError, loadConfig } from "../../config.ts";
import { openDatabase } from "./database.ts";
import { migrateToLatest } from "./migrate.ts";
import { DatabaseFileError, checkSqliteFile } from "./sqlite-file-check.ts";

try {
  const config = loadConfig();
  if (config.database.kind === "sqlite") checkSqliteFile(config.database.file);
  const database = openDatabase(config.database);
  const applied = await migrateToLatest(database);
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "The database is up to date.");
  await database.close();
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof DatabaseFileError ? error.message : error);
  process.exit(1);
}
