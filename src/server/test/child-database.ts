import { randomBytes } from "node:crypto";
import path from "node:path";
import pg from "pg";
import type { Database as DatabaseConfig } from "../config.ts";
import { openDatabase } from "../db/database.ts";
import { testDialect } from "./test-app.ts";

export interface ChildDatabase {
  /** What to add to the child server's environment. */
  env: Record<string, string>;
  /** Opens the same database from the test, to look at or change what the child wrote. */
  open(): ReturnType<typeof openDatabase>;
  drop(): Promise<void>;
}

/**
 * The database for a server run as a child process: the SQLite file in its DATA_DIR, or, on PostgreSQL, a database
 * of its own (not a schema: the migrator reads every schema's catalog, and other test files drop theirs at any time).
 */
export async function childDatabase(dataDir: string): Promise<ChildDatabase> {
  const base = process.env.TEST_DATABASE_URL;
  if (testDialect === "sqlite" || !base) {
    const config: DatabaseConfig = { kind: "sqlite", file: path.join(dataDir, "salon.sqlite") };
    return { env: { DATABASE_URL: "" }, open: () => openDatabase(config), drop: async () => {} };
  }
  const name = `drill_${randomBytes(6).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const config: DatabaseConfig = { kind: "postgres", url: url.href };
  return {
    env: { DATABASE_URL: url.href },
    open: () => openDatabase(config),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}
