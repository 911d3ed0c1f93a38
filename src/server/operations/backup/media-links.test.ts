import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { openDatabase } from "../../kernel/database/database.ts";
import { migrateToLatest } from "../../kernel/database/migrate.ts";
import { createBackup } from "./backup.ts";
import { readManifest } from "./manifest.ts";
import { restoreBackup } from "./restore.ts";
import { loadSecretKey } from "../../secret-key.ts";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "salon-media-links-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const inode = (file: string) => fs.statSync(file).ino;

// The media side of a backup does not depend on the database, so this runs on a SQLite club in both CI steps.
describe("media files that are hard links of one another", () => {
  it("stay hard links through a backup and a restore, each listed with its checksum", async () => {
    const origin = loadConfig({ DATA_DIR: path.join(root, "origin"), DATABASE_URL: "" });
    const database = openDatabase(origin.database);
    await migrateToLatest(database);
    await database.close();
    const media = path.join(origin.dataDir, "media", "images");
    fs.mkdirSync(path.join(media, "a"), { recursive: true });
    fs.mkdirSync(path.join(media, "b"), { recursive: true });
    fs.writeFileSync(path.join(media, "a", "photo.webp"), "the same picture");
    fs.linkSync(path.join(media, "a", "photo.webp"), path.join(media, "b", "photo.webp"));
    fs.writeFileSync(path.join(media, "b", "other.webp"), "another picture");

    const folder = path.join(root, "backup");
    await createBackup(origin, folder);
    const manifest = await readManifest(folder);
    expect(manifest.media.entries.map((entry) => entry.path)).toEqual([
      "images/a/photo.webp",
      "images/b/other.webp",
      "images/b/photo.webp",
    ]);
    const [first, other, second] = manifest.media.entries;
    expect(second!.sha256).toBe(first!.sha256);
    expect(other!.sha256).not.toBe(first!.sha256);
    expect(inode(path.join(folder, "media/images/b/photo.webp"))).toBe(
      inode(path.join(folder, "media/images/a/photo.webp")),
    );

    // The origin's key, kept in its DATA_DIR: the one that signed the backup.
    const target = loadConfig({
      DATA_DIR: path.join(root, "target"),
      DATABASE_URL: "",
      SECRET_KEY: loadSecretKey(origin),
    });
    await restoreBackup(target, folder);
    const restored = path.join(target.dataDir, "media", "images");
    expect(fs.readFileSync(path.join(restored, "b", "photo.webp"), "utf8")).toBe("the same picture");
    expect(fs.readFileSync(path.join(restored, "b", "other.webp"), "utf8")).toBe("another picture");
    expect(inode(path.join(restored, "b", "photo.webp"))).toBe(inode(path.join(restored, "a", "photo.webp")));
  });
});
