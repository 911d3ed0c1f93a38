import fs from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import type { Database as DatabaseConfig } from "../../config.ts";
import type { Tables } from "./schema.ts";
import { runCompiledDirectly } from "../caches/compiled-once.ts";
import { openSqlite } from "./sqlite-driver.ts";

export type Dialect = "sqlite" | "postgres";
export type Db = Kysely<Tables>;

export interface Database {
  db: Db;
  dialect: Dialect;
  /** The PostgreSQL schema in use when not the default (each test database gets its own). */
  schema?: string;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL's pool: its connections and the requests waiting for one (for the metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

// PostgreSQL bigint (our millisecond timestamps) and count(*) arrive as strings by default.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function openDatabase(config: DatabaseConfig): Database {
  if (config.kind === "sqlite") {
    fs.mkdirSync(path.dirname(config.file), { recursive: true });
    const sqlite = openSqlite(config.file);
    const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: sqlite }) });
    runCompiledDirectly(db, sqlite);
    return {
      db,
      dialect: "sqlite",
      ping: async () => {
        await sql`select 1`.execute(db);
      },
      close: () => db.destroy(),
    };
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10,
    connectionTimeoutMillis: 5000,
    ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
  });
  // A client losing its server (a PostgreSQL restart) must not crash the process. The pool hears it for idle
  // clients; a client checked out between two queries (inside a transaction) emits it on itself. Either way the
  // query in flight fails, and the pool drops the broken client when it comes back.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: "postgres",
    ...(config.schema ? { schema: config.schema } : {}),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}
