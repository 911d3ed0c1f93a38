import { sql, type Kysely } from "kysely";
import type { Dialect } from "../database.ts";

/**
 * PostgreSQL compresses the rendered bodies of the outbox (several KB each, 10,000 rows for a mailing) with lz4
 * instead of pglz: writing a 10,000-recipient mailing's bodies took 0.7–2.1 s with pglz and 0.13–0.58 s with lz4
 * on this machine, and they are smaller (docs/performance.md, "Images and email"). Applies to rows written from now on.
 * A server built without lz4 (or older than PostgreSQL 14) keeps pglz: the change is optional, so a notice is enough.
 * SQLite stores text uncompressed: nothing to do.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== "postgres") return;
  await sql`
    do $$
    begin
      execute 'alter table outbox alter column html_body set compression lz4, alter column text_body set compression lz4';
    exception when others then
      raise notice 'outbox bodies keep the default compression: %', sqlerrm;
    end
    $$`.execute(db);
}
