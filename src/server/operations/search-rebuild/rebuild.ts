import { sql, type Kysely } from "kysely";
import type { Database } from "../../kernel/database/database.ts";
import { migrateToLatest } from "../../kernel/database/migrate.ts";
import { fill } from "../../kernel/database/migrations/0048-search.ts";
import { fillMessages } from "../../kernel/database/migrations/0059-search-messages.ts";

/**
 * `npm run search:rebuild`: writes the search index again from the club's things, in one transaction (members searching
 * meanwhile see the old index until it commits), through the same triggers that keep it current (migrations 0048 and 0059).
 * Answers how many field rows it holds.
 */
export async function rebuildSearch(database: Database): Promise<number> {
  await migrateToLatest(database);
  await database.db.transaction().execute(async (trx) => {
    await fill(trx as unknown as Kysely<unknown>);
    await fillMessages(trx as unknown as Kysely<unknown>);
  });
  if (database.dialect === "sqlite")
    await sql`insert into search_fts (search_fts) values ('optimize')`.execute(database.db);
  else await sql`analyze search_fields`.execute(database.db);
  const counted = await database.db
    .selectFrom("search_fields")
    .select(database.db.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(counted.n);
}
