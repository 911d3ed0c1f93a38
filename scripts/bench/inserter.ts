// The bench's only SQL: batched multi-row inserts and the wipe of a bench database, with Kysely, on SQLite or PostgreSQL.
import { sql, type Insertable } from "kysely";
import type { Db, Dialect } from "../../src/server/kernel/database/database.ts";
import type { Tables } from "../../src/server/kernel/database/schema.ts";

/** Bound parameters per statement: under SQLite's 32,766 and PostgreSQL's 65,535. */
const MAX_PARAMS = 30_000;

/** Inserts rows in multi-row statements of as many rows as the parameter limit allows (call inside a transaction). */
export async function insertBatched<T extends keyof Tables & string>(
  db: Db,
  table: T,
  rows: readonly Insertable<Tables[T]>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length;
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns));
  for (let start = 0; start < rows.length; start += perStatement) {
    // Kysely's insert builder is generic over the table; the rows are already typed for it.
    await db
      .insertInto(table)
      .values(rows.slice(start, start + perStatement) as never)
      .execute();
  }
}

/** Every table the seed fills, children first, so a wipe never trips a foreign key. */
const SEEDED_TABLES = [
  "comment_likes",
  "comments",
  "image_tags",
  "images",
  "event_invitations",
  "event_participants",
  "calendar_feeds",
  "events",
  "mailing_recipients",
  "mailings",
  "outbox",
  "audit_log",
  "sessions",
  "rate_limits",
  "password_resets",
  "sign_in_links",
  "sign_in_addresses",
  "users",
] as const satisfies readonly (keyof Tables)[];

/** Empties what the seed fills (a bench database only: the caller checks that first). */
export async function wipeBenchTables(db: Db): Promise<void> {
  for (const table of SEEDED_TABLES) await db.deleteFrom(table).execute();
}

/** How many members are not bench members: the seed refuses to wipe a database that holds real ones. */
export async function countForeignMembers(db: Db, benchDomain: string): Promise<number> {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("email", "not like", `%@${benchDomain}`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** After bulk loading: fresh planner statistics (SQLite ANALYZE, PostgreSQL ANALYZE) and a PostgreSQL sequence in step. */
export async function finishLoad(db: Db, dialect: Dialect): Promise<void> {
  if (dialect === "postgres") {
    await sql`select setval(pg_get_serial_sequence('users', 'user_id'), (select max(user_id) from users))`.execute(db);
    await sql`select setval(pg_get_serial_sequence('comments', 'id'), (select max(id) from comments))`.execute(db);
  }
  await sql`analyze`.execute(db);
}

/** Sessions for bench members, as POST /login would write them, so write benchmarks can rotate thousands of members. */
export async function insertSessions(
  db: Db,
  sessions: readonly { tokenHash: string; userId: number }[],
  now = Date.now(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("sessions").where("user_agent", "=", "salon-bench").execute();
    await insertBatched(
      trx,
      "sessions",
      sessions.map((s) => ({
        token_hash: s.tokenHash,
        user_id: s.userId,
        created_at: now,
        last_seen_at: now,
        user_agent: "salon-bench",
      })),
    );
  });
}

/** Read-only queries the bench report shows with their plans. */
export async function explain(
  db: Db,
  dialect: Dialect,
  query: { sql: string; parameters: readonly unknown[] },
): Promise<string> {
  if (dialect === "sqlite") {
    const rows = await sql<{
      detail: string;
      id: number;
      parent: number;
    }>`explain query plan ${sql.raw(inline(query))}`.execute(db);
    const depth = new Map<number, number>([[0, -1]]);
    return rows.rows
      .map((r) => {
        const d = (depth.get(r.parent) ?? -1) + 1;
        depth.set(r.id, d);
        return `${"  ".repeat(d)}${r.detail}`;
      })
      .join("\n");
  }
  const rows = await sql<{
    "QUERY PLAN": string;
  }>`explain (analyze, buffers off, timing off) ${sql.raw(inline(query))}`.execute(db);
  return rows.rows.map((r) => r["QUERY PLAN"]).join("\n");
}

/** Puts the parameters into the SQL text, for EXPLAIN only (bench values, never user input). */
function inline({ sql: text, parameters }: { sql: string; parameters: readonly unknown[] }): string {
  const literal = (value: unknown) =>
    typeof value === "number" ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  let i = 0;
  return text.replace(/\?|\$(\d+)/g, (match, n: string | undefined) => literal(parameters[n ? Number(n) - 1 : i++]));
}
