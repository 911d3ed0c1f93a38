import { execFile, spawn } from "node:child_process";
import fsp from "node:fs/promises";
import readline from "node:readline";
import { backup, DatabaseSync } from "node:sqlite";
import { promisify } from "node:util";
import pg from "pg";
import type { Database as DatabaseConfig } from "../../config.ts";
import { BackupError } from "./manifest.ts";

const run = promisify(execFile);
const MIGRATIONS_TABLE = "kysely_migration";
// Pages per step of SQLite's online backup: all of them, so the copy is made in one read transaction and is one
// consistent moment even while the app writes (smaller steps restart whenever another connection writes).
const ALL_PAGES = 2 ** 31 - 1;

export const DATABASE_FILES = { sqlite: "database.sqlite", postgres: "database.pgdump" } as const;

/** Copies the database into `target`; answers the last migration the copy holds. */
export async function dumpDatabase(database: DatabaseConfig, target: string): Promise<string> {
  return database.kind === "sqlite" ? dumpSqlite(database.file, target) : dumpPostgres(database.url, target);
}

async function dumpSqlite(file: string, target: string) {
  try {
    await fsp.access(file);
  } catch {
    throw new BackupError(`There is no database at ${file} to back up.`);
  }
  const source = new DatabaseSync(file, { timeout: 5000 });
  try {
    await backup(source, target, { rate: ALL_PAGES });
  } finally {
    source.close();
  }
  // The copy leaves WAL mode, so it is one self-contained file, and proves itself readable before it counts.
  const copy = new DatabaseSync(target);
  try {
    copy.exec("PRAGMA journal_mode = DELETE");
    const check = copy.prepare("PRAGMA integrity_check").get() as { integrity_check: string };
    if (check.integrity_check !== "ok")
      throw new BackupError(`The copied database failed its integrity check: ${check.integrity_check}`);
    return lastMigrationIn(
      copy.prepare(`select name from ${MIGRATIONS_TABLE} order by name desc limit 1`).get() as
        { name: string } | undefined,
    );
  } finally {
    copy.close();
  }
}

async function dumpPostgres(url: string, target: string) {
  const last = await onPostgres(
    url,
    async (client) => (await client.query(`select name from ${MIGRATIONS_TABLE} order by name desc limit 1`)).rows[0],
  );
  // pg_dump reads everything in one repeatable-read snapshot: a consistent copy while the app keeps writing.
  await pgTool("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${target}`, `--dbname=${url}`]);
  return lastMigrationIn(last as { name: string } | undefined);
}

function lastMigrationIn(row: { name: string } | undefined) {
  if (!row) throw new BackupError("The database has no migrations applied: there is nothing to back up.");
  return row.name;
}

/** Whether the target database already holds tables (a restore would overwrite them). */
export async function databaseHasData(database: DatabaseConfig): Promise<boolean> {
  if (database.kind === "sqlite") {
    const stat = await fsp.stat(database.file).catch(() => undefined);
    return stat !== undefined && stat.size > 0;
  }
  return onPostgres(database.url, async (client) => {
    const { rows } = await client.query("select count(*)::int as n from pg_tables where schemaname = current_schema()");
    return (rows[0] as { n: number }).n > 0;
  });
}

/**
 * Loads a dump into the configured database. SQLite: the file is written beside the target and renamed into place,
 * after any existing file (and its WAL) was moved aside as `<name>.replaced-<stamp>`. PostgreSQL: pg_restore in one
 * transaction; `replace` drops the objects the dump recreates first.
 */
export async function loadDatabase(
  database: DatabaseConfig,
  source: string,
  options: { replace: boolean; stamp: string },
) {
  if (database.kind === "sqlite") {
    if (options.replace) {
      for (const suffix of ["", "-wal", "-shm"]) {
        await fsp
          .rename(`${database.file}${suffix}`, `${database.file}${suffix}.replaced-${options.stamp}`)
          .catch(ignoreMissing);
      }
    }
    const partial = `${database.file}.restoring`;
    await fsp.copyFile(source, partial);
    await fsp.rename(partial, database.file);
    return;
  }
  const clean = options.replace ? ["--clean", "--if-exists"] : [];
  await pgTool("pg_restore", [
    "--no-owner",
    "--no-privileges",
    "--exit-on-error",
    "--single-transaction",
    ...clean,
    `--dbname=${database.url}`,
    source,
  ]);
}

/** An image row's id and the media keys of its files. */
export interface ImageFiles {
  id: string;
  keys: string[];
}

const IMAGE_KEY_COLUMNS = ["original_key", "thumbnail_key", "display_key"] as const;

/** The files every image in a database copy refers to (none before the images table existed). */
export async function imageFilesIn(kind: DatabaseConfig["kind"], file: string): Promise<ImageFiles[]> {
  return kind === "sqlite" ? imageFilesInSqlite(file) : imageFilesInDump(file);
}

function imageFilesInSqlite(file: string): ImageFiles[] {
  const copy = new DatabaseSync(file, { readOnly: true });
  try {
    if (!copy.prepare("select 1 from sqlite_master where type = 'table' and name = 'images'").get()) return [];
    const rows = copy.prepare(`select id, ${IMAGE_KEY_COLUMNS.join(", ")} from images order by id`).all() as Array<
      Record<string, string>
    >;
    return rows.map((row) => ({ id: String(row.id), keys: IMAGE_KEY_COLUMNS.map((column) => String(row[column])) }));
  } catch (error) {
    throw new BackupError(`The backup's database could not be read: ${(error as Error).message}`);
  } finally {
    copy.close();
  }
}

/** Reads the images table's rows out of a pg_dump archive, as pg_restore writes them (COPY … FROM stdin, text format). */
async function imageFilesInDump(file: string): Promise<ImageFiles[]> {
  const child = spawn("pg_restore", ["--data-only", "--table=images", "--file=-", file], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", resolve);
  });
  const images: ImageFiles[] = [];
  let columns: number[] | undefined;
  let finished = false;
  for await (const line of readline.createInterface({ input: child.stdout, crlfDelay: Infinity })) {
    if (finished) continue;
    if (columns === undefined) {
      const copy = /^COPY (?:[\w"]+\.)?"?images"? \(([^)]*)\) FROM stdin;$/.exec(line);
      if (copy) {
        const names = copy[1]!.split(",").map((name) => name.trim().replace(/^"|"$/g, ""));
        columns = ["id", ...IMAGE_KEY_COLUMNS].map((name) => names.indexOf(name));
        if (columns.includes(-1))
          throw new BackupError("The backup's database has an images table without its file columns.");
      }
      continue;
    }
    if (line === "\\.") {
      finished = true;
      continue;
    }
    const fields = line.split("\t").map(unescapeCopyField);
    const [id, ...keys] = columns.map((index) => fields[index] ?? "");
    images.push({ id: id!, keys });
  }
  const code = await exited.catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT")
      throw new BackupError("pg_restore is needed for PostgreSQL (Debian: apt-get install postgresql-client).");
    throw error;
  });
  if (code !== 0)
    throw new BackupError(`pg_restore could not read the backup's database: ${stderr.trim().split("\n")[0]}`);
  return images;
}

/** A field of COPY's text format: backslash escapes, \\N for null (never a key). */
function unescapeCopyField(field: string): string {
  const escapes: Record<string, string> = { b: "\b", f: "\f", n: "\n", r: "\r", t: "\t", v: "\v" };
  return field.replace(/\\(.)/g, (_match, character: string) => escapes[character] ?? character);
}

function ignoreMissing(error: NodeJS.ErrnoException) {
  if (error.code !== "ENOENT") throw error;
}

async function pgTool(tool: "pg_dump" | "pg_restore", args: string[]) {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === "ENOENT")
      throw new BackupError(`${tool} is needed for PostgreSQL (Debian: apt-get install postgresql-client).`);
    throw new BackupError(`${tool} failed: ${(failure.stderr ?? failure.message).trim()}`);
  }
}

async function onPostgres<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
