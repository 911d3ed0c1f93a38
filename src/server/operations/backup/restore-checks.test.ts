import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { BACKUP_FORMAT, MANIFEST_FILE, type Manifest } from "./manifest.ts";
import { signManifest } from "./manifest-signature.ts";
import { PLACE_SECRET_KEY } from "../../../../test/server/instances/instances-kit.ts";
import { restoreBackup } from "./restore.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function tempFolder() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "salon-restore-checks-"));
  folders.push(folder);
  return folder;
}

/** A backup folder holding only a manifest: the checks below must refuse it before reading anything else. */
function backupWith(database: Partial<Manifest["database"]>) {
  const folder = tempFolder();
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    createdAt: new Date().toISOString(),
    database: {
      kind: "sqlite",
      path: "database.sqlite",
      bytes: 1,
      sha256: "0".repeat(64),
      lastMigration: "0010-mailings",
      ...database,
    },
    media: { files: 0, bytes: 0, entries: [] },
  };
  const signed = signManifest({ secretKey: PLACE_SECRET_KEY, dataDir: folder }, manifest);
  fs.writeFileSync(path.join(folder, MANIFEST_FILE), JSON.stringify(signed));
  return folder;
}

const sqliteTarget = () => loadConfig({ DATA_DIR: tempFolder(), SECRET_KEY: PLACE_SECRET_KEY });

describe("restore refuses, changing nothing", () => {
  it("a folder that is not a finished backup", async () => {
    await expect(restoreBackup(sqliteTarget(), tempFolder())).rejects.toThrow(
      /is not a backup: it has no manifest.json/,
    );
  });

  it("a backup of the other kind of database", async () => {
    const target = loadConfig({
      DATA_DIR: tempFolder(),
      DATABASE_URL: "postgres://nobody@127.0.0.1:1/none",
      SECRET_KEY: PLACE_SECRET_KEY,
    });
    await expect(restoreBackup(target, backupWith({ kind: "sqlite" }))).rejects.toThrow(
      "This is a sqlite backup; the configured database is postgres.",
    );
  });

  it("a backup from a newer version of the app", async () => {
    await expect(restoreBackup(sqliteTarget(), backupWith({ lastMigration: "0099-from-the-future" }))).rejects.toThrow(
      /newer version of the app/,
    );
  });

  it("a backup whose database file is missing", async () => {
    const target = sqliteTarget();
    await expect(restoreBackup(target, backupWith({}))).rejects.toThrow(
      "The backup is incomplete: database.sqlite is missing.",
    );
    expect(fs.readdirSync(target.dataDir)).toEqual([]);
  });
});
