// A backup's manifest is signed with a key derived from the club's SECRET_KEY (decision 37): `npm run restore`
// refuses an edited manifest, a missing signature and another club's key, each with one line saying what to do.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../src/server/config.ts";
import { openDatabase } from "../../../src/server/kernel/database/database.ts";
import { migrateToLatest } from "../../../src/server/kernel/database/migrate.ts";
import { membersRepository } from "../../../src/server/modules/members/repository.ts";
import { databaseHasData } from "../../../src/server/operations/backup/database-copy.ts";
import { MANIFEST_FILE, type Manifest } from "../../../src/server/operations/backup/manifest.ts";
import { testDialect } from "../harness/test-app.ts";
import { freshPlace, type Place } from "../instances/instances-kit.ts";
import { operatorCommand } from "./club-kit.ts";

const cleanup: Array<() => Promise<unknown>> = [];
let origin: Place;
let backup: string;

beforeAll(async () => {
  origin = await freshPlace("signed-origin");
  cleanup.push(() => origin.remove());
  const database = openDatabase(loadConfig(origin.env).database);
  try {
    await migrateToLatest(database);
    await membersRepository(database.db).create({
      name: "Ada",
      email: "ada@backup.test",
      type: "Founding",
      admin: false,
      passwordHash: null,
    });
  } finally {
    await database.close();
  }
  // A media file the database does not know: only the signature says it belongs to the backup.
  fs.mkdirSync(path.join(origin.dataDir, "media", "images"), { recursive: true });
  fs.writeFileSync(path.join(origin.dataDir, "media", "images", "kept.webp"), "a kept file");
  backup = path.join(origin.dataDir, "..", `${path.basename(origin.dataDir)}-backup`);
  cleanup.push(async () => fs.rmSync(backup, { recursive: true, force: true }));
  expect(await operatorCommand("backup", ["--out", backup], origin.env)).toMatchObject({ code: 0 });
}, 60_000);

afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => {});
});

let copies = 0;

/** A copy of the backup with its manifest changed by `change` and written back as it is (no new signature). */
function edited(change: (manifest: Manifest) => void) {
  copies += 1;
  const folder = `${backup}-edited-${copies}`;
  cleanup.push(async () => fs.rmSync(folder, { recursive: true, force: true }));
  fs.cpSync(backup, folder, { recursive: true });
  const manifest = JSON.parse(fs.readFileSync(path.join(folder, MANIFEST_FILE), "utf8")) as Manifest;
  change(manifest);
  fs.writeFileSync(path.join(folder, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
  return folder;
}

async function target(env: Record<string, string> = {}) {
  const place = await freshPlace("signed-target");
  cleanup.push(() => place.remove());
  return { place, env: { ...place.env, ...env } };
}

/** Runs `npm run restore`; expects exit 1 with one line matching `message`, and nothing written into the place. */
async function expectRefused(folder: string, env: Record<string, string>, message: RegExp) {
  const { place, env: placeEnv } = await target(env);
  const result = await operatorCommand("restore", [folder], placeEnv);
  expect(result.code).toBe(1);
  expect(result.output.trim().split("\n")).toEqual([expect.stringMatching(message)]);
  expect(fs.readdirSync(place.dataDir)).toEqual([]);
  expect(await databaseHasData(loadConfig(placeEnv).database)).toBe(false);
}

const EDITED = /^The backup's manifest does not match its signature: .*Restore with the SECRET_KEY the club had/;

describe(`npm run restore checks the manifest's signature (${testDialect})`, () => {
  it("writes a signature into the manifest and restores the signed backup", async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(backup, MANIFEST_FILE), "utf8")) as Manifest;
    expect(manifest.signature).toMatch(/^hmac-sha256:[0-9a-f]{64}$/);
    const { place, env } = await target();
    const result = await operatorCommand("restore", [backup], env);
    expect(result).toMatchObject({ code: 0, output: expect.stringContaining("Restored the backup of") });
    expect(fs.readFileSync(path.join(place.dataDir, "media", "images", "kept.webp"), "utf8")).toBe("a kept file");
  });

  it("refuses a manifest whose date was changed", async () => {
    const folder = edited((manifest) => {
      manifest.createdAt = "2026-01-01T00:00:00.000Z";
    });
    await expectRefused(folder, {}, EDITED);
  });

  it("refuses a manifest whose file list was changed, with its totals made to agree", async () => {
    const folder = edited((manifest) => {
      const dropped = manifest.media.entries.pop()!;
      manifest.media.files -= 1;
      manifest.media.bytes -= dropped.bytes;
    });
    await expectRefused(folder, {}, EDITED);
  });

  it("refuses a backup made under another SECRET_KEY, saying which key to restore with", async () => {
    await expectRefused(backup, { SECRET_KEY: "another-club-secret-key-of-32-characters-or-more" }, EDITED);
  });

  it("refuses when there is no key to check with, saying where the key comes from", async () => {
    await expectRefused(backup, { SECRET_KEY: "" }, /^No secret key here .*set SECRET_KEY to the one the club had/);
  });

  it("refuses a manifest without a signature, unless the operator accepts it with --accept-unsigned", async () => {
    const folder = edited((manifest) => {
      delete manifest.signature;
    });
    await expectRefused(folder, {}, /^The backup's manifest is not signed .*--accept-unsigned\.$/);
    const { place, env } = await target();
    const result = await operatorCommand("restore", [folder, "--accept-unsigned"], env);
    expect(result).toMatchObject({
      code: 0,
      output: expect.stringContaining("its signature not required (--accept-unsigned)"),
    });
    expect(fs.existsSync(path.join(place.dataDir, "media", "images", "kept.webp"))).toBe(true);
  });
});
