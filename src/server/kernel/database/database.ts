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
  /**
   * PostgreSQL only: hears `NOTIFY channel` from every instance on one connection of its own, kept open (reconnected
   * after a second when lost; `onMessage("")` then, since what was said meanwhile is lost). A payload that starts
   * with "schema:" is passed on, without that prefix, only when it names this database's schema.
   */
  listen?(channel: string, onMessage: (payload: string) => void): Promise<{ close(): Promise<void> }>;
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
    listen: (channel, onMessage) => listenOn(config, channel, onMessage),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}

/** One dedicated client that LISTENs (a pooled one would be handed to other queries); see Database.listen. */
async function listenOn(
  config: Extract<DatabaseConfig, { kind: "postgres" }>,
  channel: string,
  onMessage: (payload: string) => void,
): Promise<{ close(): Promise<void> }> {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (again: boolean) => {
    const next = new pg.Client({
      connectionString: config.url,
      ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
    });
    const lost = () => {
      if (closed || client !== next) return;
      client = undefined;
      retry = setTimeout(() => void connect(true).catch(lost), 1000);
    };
    next.on("error", lost);
    next.on("end", lost);
    client = next;
    await next.connect();
    const schema = String((await next.query("select current_schema() as s")).rows[0]?.s ?? "public");
    next.on("notification", (message) => {
      if (message.channel !== channel) return;
      const payload = message.payload ?? "";
      const colon = payload.indexOf(":");
      if (colon === -1) onMessage(payload);
      else if (payload.slice(0, colon) === schema) onMessage(payload.slice(colon + 1));
    });
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    if (again) onMessage("");
  };
  await connect(false);
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
