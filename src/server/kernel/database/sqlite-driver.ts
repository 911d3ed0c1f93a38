import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

export type OpenedSqlite = SqliteDatabase & {
  raw: DatabaseSync;
  /** Runs one statement at once, outside Kysely (compiled-once.ts): its rows, or none for a statement without result. */
  execute(sql: string, parameters: ReadonlyArray<unknown>): unknown[];
};

/** Adapts Node's built-in `node:sqlite` to the better-sqlite3-shaped interface Kysely's SqliteDialect expects. */
export function openSqlite(file: string): OpenedSqlite {
  const raw = new DatabaseSync(file, { enableForeignKeyConstraints: true, timeout: BUSY_TIMEOUT_MS });
  // An 8 MB page cache (the default is 2 MB) keeps the hot indexes in memory instead of re-reading them; 16 MB was
  // no faster in the bench and held 8 MB more of its memory budget (decision 16).
  execOnceUnlocked(
    raw,
    "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA cache_size = -8192;",
  );
  // Kysely prepares every query it runs; the same SQL text comes back on every request, so its compiled statement is
  // kept (the SQL holds only placeholders, never values). Each call runs to completion on this one connection before
  // another starts, so sharing a statement is safe; iterate() gets its own, as an open cursor could be interleaved.
  const cache = new Map<string, { statement: StatementSync; reader: boolean }>();
  const params = (parameters: ReadonlyArray<unknown>) => parameters as SQLInputValue[];
  const prepared = (sql: string) => {
    let entry = cache.get(sql);
    if (!entry) {
      const statement = raw.prepare(sql);
      entry = { statement, reader: statement.columns().length > 0 };
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(sql, entry);
    }
    return entry;
  };
  return {
    raw,
    close: () => raw.close(),
    execute(sql, parameters) {
      const { statement, reader } = prepared(sql);
      if (reader) return statement.all(...params(parameters));
      statement.run(...params(parameters));
      return [];
    },
    prepare(sql: string): SqliteStatement {
      const { statement, reader } = prepared(sql);
      return {
        reader,
        all: (parameters) => statement.all(...params(parameters)),
        run: (parameters) => statement.run(...params(parameters)),
        iterate: (parameters) => raw.prepare(sql).iterate(...params(parameters)),
      };
    },
  };
}

const BUSY_TIMEOUT_MS = 5000;

/**
 * Switching a new file to WAL takes an exclusive lock. When several processes open the same new file at once (instances
 * started together), SQLite answers "database is locked" at once instead of waiting in its busy handler, as waiting
 * could deadlock; so the switch is retried, after a short random pause, for as long as the busy timeout.
 */
function execOnceUnlocked(raw: DatabaseSync, sql: string): void {
  const deadline = Date.now() + BUSY_TIMEOUT_MS;
  for (;;) {
    try {
      raw.exec(sql);
      return;
    } catch (error) {
      if ((error as { errcode?: number }).errcode !== SQLITE_BUSY || Date.now() >= deadline) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5 + Math.random() * 20);
    }
  }
}

const SQLITE_BUSY = 5;

/** Distinct SQL texts kept prepared; the app has a few hundred at most (IN lists vary by length). */
const STATEMENT_CACHE_SIZE = 500;
