import fs from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";

/** The SQLite file cannot be used as it is; the message is one line naming the file and what to do. */
export class DatabaseFileError extends Error {}

const SQLITE_HEADER = "SQLite format 3\0";
/** What the app leaves in DATA_DIR once it has run: the database's own side files, the media and the mail drop. */
const signsOfUse = (file: string) => [
  `${path.basename(file)}-wal`,
  `${path.basename(file)}-shm`,
  `${path.basename(file)}-journal`,
  "media",
  "mail",
];

/**
 * Run before the database is opened at start. A brand-new DATA_DIR gets a new database; a missing file in a DATA_DIR
 * that was used before, or a file that is not a sound SQLite database, stops the start instead of silently
 * beginning an empty club over the old one's media.
 */
export function checkSqliteFile(file: string) {
  const folder = path.dirname(file);
  const signs = () => signsOfUse(file).filter((name) => fs.existsSync(path.join(folder, name)));
  if (!fs.existsSync(file)) {
    if (signs().length > 0) {
      throw new DatabaseFileError(
        `The database file ${file} is missing, but ${folder} was used before (it holds ${signs().join(", ")}): restore the file from a backup, or set DATA_DIR to an empty folder to start a new club.`,
      );
    }
    return;
  }
  const header = readHeader(file);
  // An empty file is a database being created this moment (a second instance starting at once); in a folder with
  // media or mail it is a lost one.
  if (header.length === 0) {
    if (signs().some((name) => name === "media" || name === "mail"))
      throw new DatabaseFileError(`The database file ${file} is empty: restore it from a backup.`);
    return;
  }
  if (header !== SQLITE_HEADER)
    throw new DatabaseFileError(`The database file ${file} is not a SQLite database: restore it from a backup.`);
  let problem: string | undefined;
  try {
    // Another instance may be migrating it right now: wait for its lock as the app does.
    const db = new DatabaseSync(file, { timeout: 5000 });
    try {
      const rows = db.prepare("PRAGMA quick_check(1)").all() as { quick_check: string }[];
      if (rows[0]?.quick_check !== "ok") problem = rows[0]?.quick_check ?? "no answer";
    } finally {
      db.close();
    }
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  }
  if (problem)
    throw new DatabaseFileError(`The database file ${file} is damaged (${problem}): restore it from a backup.`);
}

function readHeader(file: string) {
  const handle = fs.openSync(file, "r");
  try {
    const buffer = Buffer.alloc(SQLITE_HEADER.length);
    const read = fs.readSync(handle, buffer, 0, buffer.length, 0);
    return buffer.subarray(0, read).toString("latin1");
  } finally {
    fs.closeSync(handle);
  }
}
