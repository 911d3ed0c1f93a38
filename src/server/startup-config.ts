import { ConfigError, loadConfig, type Config } from "./config.ts";
import { DatabaseFileError, checkSqliteFile } from "./kernel/database/sqlite-file-check.ts";

/**
 * The configuration, checked before the server's modules load: a setting refused (or a database file that cannot be
 * one) ends the process with its one line, naming the setting and never its value, in a fraction of a second.
 */
export function configOrExit(): Config {
  try {
    const config = loadConfig();
    if (config.database.kind === "sqlite") checkSqliteFile(config.database.file);
    return config;
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DatabaseFileError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
