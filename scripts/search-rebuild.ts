// `npm run search:rebuild`: the search index written again from the club's events, members, photos, stays,
// comments and messages, as configured by the environment (DATA_DIR, DATABASE_URL). The triggers keep it current; this is for an
// operator who restored a copy or suspects it (decision 45).
import { ConfigError, loadConfig } from "../src/server/config.ts";
import { openDatabase } from "../src/server/kernel/database/database.ts";
import { rebuildSearch } from "../src/server/operations/search-rebuild/rebuild.ts";

try {
  const database = openDatabase(loadConfig().database);
  const started = Date.now();
  const rows = await rebuildSearch(database);
  console.log(`Search index rebuilt: ${rows} fields in ${Date.now() - started} ms.`);
  await database.close();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
