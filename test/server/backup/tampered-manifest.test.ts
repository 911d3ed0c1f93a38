// Backups whose manifest was changed after the fact (docs/product/data.md#backups): every one is refused with one line
// naming what is wrong, before anything is written into the target or anywhere else.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, type Config } from "../../../src/server/config.ts";
import { openDatabase } from "../../../src/server/kernel/database/database.ts";
import { migrateToLatest } from "../../../src/server/kernel/database/migrate.ts";
import { storedImageRow } from "../kits/gallery-test-kit.ts";
import { imagesRepository } from "../../../src/server/modules/gallery/repository.ts";
import { membersRepository } from "../../../src/server/modules/members/repository.ts";
import { testDialect } from "../harness/test-app.ts";
import { freshPlace, PLACE_SECRET_KEY, type Place } from "../instances/instances-kit.ts";
import { operatorCommand } from "./club-kit.ts";
import { createBackup } from "../../../src/server/operations/backup/backup.ts";
import { databaseHasData } from "../../../src/server/operations/backup/database-copy.ts";
import { BackupError, MANIFEST_FILE, sha256Of, type Manifest } from "../../../src/server/operations/backup/manifest.ts";
import { restoreBackup } from "../../../src/server/operations/backup/restore.ts";
import { signManifest } from "../../../src/server/operations/backup/manifest-signature.ts";

const cleanup: Array<() => Promise<unknown>> = [];
/** Everything the tests write goes under this folder, so a file escaping a backup or a target lands here. */
let sandbox: string;
let original: string;
let image: ReturnType<typeof storedImageRow>;

beforeAll(async () => {
  sandbox = fs.mkdtempSync(path.join(os.tmpdir(), "salon-tampered-"));
  cleanup.push(async () => fs.rmSync(sandbox, { recursive: true, force: true }));
  const origin = await freshPlace("tampered-origin");
  cleanup.push(() => origin.remove());
  const config = loadConfig(origin.env);
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database);
    const userId = await membersRepository(database.db).create({
      name: "Ada",
      email: "ada@backup.test",
      type: "Founding",
      admin: false,
      passwordHash: null,
    });
    image = storedImageRow(1, userId);
    await imagesRepository(database.db).insert(image, []);
    for (const key of [image.original_key, image.thumbnail_key, image.display_key]) {
      const file = path.join(config.dataDir, "media", ...key.split("/"));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, `the bytes of ${key}`);
    }
  } finally {
    await database.close();
  }
  original = path.join(sandbox, "original");
  await createBackup(config, original);
}, 60_000);

afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => {});
});

let copies = 0;

/** A copy of the backup, in a folder of its own two levels down the sandbox, with its manifest changed by `change`. */
function tampered(change: (manifest: Manifest, folder: string) => void) {
  copies += 1;
  const folder = path.join(sandbox, `copy-${copies}`, "backup");
  fs.cpSync(original, folder, { recursive: true });
  const manifest = JSON.parse(fs.readFileSync(path.join(folder, MANIFEST_FILE), "utf8")) as Manifest;
  change(manifest, folder);
  writeSigned(folder, manifest);
  return folder;
}

/**
 * Writes the manifest signed again with the club's key, as someone holding SECRET_KEY could: the checks below stand
 * behind the signature (signed-manifest.test.ts refuses an edit by anyone else).
 */
function writeSigned(folder: string, manifest: Manifest) {
  const signed = signManifest({ secretKey: PLACE_SECRET_KEY, dataDir: folder }, manifest);
  fs.writeFileSync(path.join(folder, MANIFEST_FILE), JSON.stringify(signed, null, 2));
}

/** Adds a file to a backup's manifest as if the backup held it, with its true size and checksum. */
async function listFile(manifest: Manifest, folder: string, entryPath: string, content = "planted") {
  const file = path.join(folder, "media", entryPath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, content);
  const entry = { path: entryPath, bytes: fs.statSync(file).size, sha256: await sha256Of(file) };
  manifest.media.entries.push(entry);
  manifest.media.files += 1;
  manifest.media.bytes += entry.bytes;
}

/** Restores into a fresh place; expects a refusal matching `message` that left the place and the sandbox as they were. */
async function expectRefused(folder: string, message: RegExp) {
  const target: Place = await freshPlace("tampered-target");
  cleanup.push(() => target.remove());
  // DATA_DIR two levels down the sandbox too: a file written out of it would land in the sandbox.
  const dataDir = path.join(sandbox, `target-${copies}`, "data");
  fs.mkdirSync(dataDir, { recursive: true });
  const config: Config = loadConfig({ ...target.env, DATA_DIR: dataDir });
  const before = fs.readdirSync(sandbox, { recursive: true }).sort();
  const refusal = await restoreBackup(config, folder).then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(refusal).toBeInstanceOf(BackupError);
  expect((refusal as Error).message).toMatch(message);
  expect((refusal as Error).message).not.toContain("\n");
  expect(fs.readdirSync(dataDir)).toEqual([]);
  expect(await databaseHasData(config.database)).toBe(false);
  expect(fs.readdirSync(sandbox, { recursive: true }).sort()).toEqual(before);
}

describe(`npm run restore refuses a tampered manifest before writing anything (${testDialect})`, () => {
  it("restores the untouched backup (the tests below change only its manifest)", async () => {
    const target = await freshPlace("tampered-target");
    cleanup.push(() => target.remove());
    await restoreBackup(loadConfig(target.env), original);
    expect(fs.readFileSync(path.join(target.dataDir, "media", ...image.display_key.split("/")), "utf8")).toBe(
      `the bytes of ${image.display_key}`,
    );
  });

  it("an entry whose path leaves the media folder", async () => {
    let folder = "";
    folder = tampered(() => {});
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, MANIFEST_FILE), "utf8")) as Manifest;
    await listFile(manifest, folder, "../../x/ESCAPED.txt");
    writeSigned(folder, manifest);
    await expectRefused(folder, /media file "\.\.\/\.\.\/x\/ESCAPED\.txt" .*not a plain path inside the media folder/);
  });

  it.each([
    ["an absolute path", "/tmp/ABSOLUTE.txt"],
    ["a path that climbs out from inside", "images/../../ESCAPED.txt"],
    ["a path with a backslash", "images\\..\\..\\ESCAPED.txt"],
    ["an empty segment", "images//x.webp"],
  ])("an entry with %s", async (_what, entryPath) => {
    const folder = tampered((manifest) => {
      manifest.media.entries.push({ path: entryPath, bytes: 1, sha256: "0".repeat(64) });
      manifest.media.files += 1;
      manifest.media.bytes += 1;
    });
    await expectRefused(folder, /not a plain path inside the media folder/);
  });

  it("a database file named outside the backup", async () => {
    const folder = tampered((manifest) => {
      manifest.database.path = `../original/${manifest.database.path}`;
    });
    await expectRefused(folder, /database file/);
  });

  it("an entry that is a symbolic link, even to a file inside the backup", async () => {
    const folder = tampered(() => {});
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, MANIFEST_FILE), "utf8")) as Manifest;
    fs.symlinkSync(
      path.join(folder, "media", ...image.display_key.split("/")),
      path.join(folder, "media", "linked.webp"),
    );
    await listFile(manifest, folder, "linked.webp");
    writeSigned(folder, manifest);
    await expectRefused(folder, /linked\.webp.*symbolic link/);
  });

  it("a manifest without the entry of a stored image's file", async () => {
    const folder = tampered((manifest) => {
      const dropped = manifest.media.entries.find((entry) => entry.path === image.thumbnail_key)!;
      manifest.media.entries = manifest.media.entries.filter((entry) => entry !== dropped);
      manifest.media.files -= 1;
      manifest.media.bytes -= dropped.bytes;
    });
    await expectRefused(
      folder,
      new RegExp(`database holds image ${image.id}, whose file ${image.thumbnail_key} the backup does not list`),
    );
  });

  it("a count of files or bytes that is not what the manifest lists", async () => {
    await expectRefused(
      tampered((manifest) => {
        manifest.media.files += 5;
      }),
      /manifest says 8 media files but lists 3/,
    );
    await expectRefused(
      tampered((manifest) => {
        manifest.media.bytes += 1;
      }),
      /media bytes but its files add up to/,
    );
  });

  it("an entry listed twice", async () => {
    const folder = tampered((manifest) => {
      manifest.media.entries.push(manifest.media.entries[0]!);
      manifest.media.files += 1;
      manifest.media.bytes += manifest.media.entries[0]!.bytes;
    });
    await expectRefused(folder, /lists .* twice/);
  });

  it("a manifest that is not JSON, with one line from npm run restore and exit code 1", async () => {
    const folder = tampered(() => {});
    fs.writeFileSync(path.join(folder, MANIFEST_FILE), '{"format": "salon-backup/1", "createdAt": ');
    await expectRefused(folder, /manifest\.json is not valid JSON/);
    const target = await freshPlace("tampered-target");
    cleanup.push(() => target.remove());
    const result = await operatorCommand("restore", [folder], target.env);
    expect(result.code).toBe(1);
    expect(result.output.trim().split("\n")).toEqual([expect.stringMatching(/^.*manifest\.json is not valid JSON/)]);
  });
});
