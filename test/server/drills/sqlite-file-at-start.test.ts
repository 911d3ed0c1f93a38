import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { freePort, runServerToExit, spawnServer } from "../harness/server-process.ts";

/**
 * Fault drill: a corrupt or missing SQLite file at start. The real server process is started on a DATA_DIR in
 * each state; it must stop with one line naming the file and exit code 1, and never quietly begin a new club.
 * (A brand-new DATA_DIR getting its database is main.test.ts.)
 */
const dirs: string[] = [];
let template: string;

/** A DATA_DIR the server has really run in (migrated, with its first admin, stopped cleanly), copied for each test. */
beforeAll(async () => {
  template = fs.mkdtempSync(path.join(os.tmpdir(), "salon-drill-sqlite-"));
  const server = await spawnServer({ DATA_DIR: template, LOG_LEVEL: "warn" });
  try {
    await server.ready();
  } finally {
    expect(await server.kill("SIGTERM")).toBe(0);
  }
}, 60_000);
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
afterAll(() => fs.rmSync(template, { recursive: true, force: true }));

function usedDataDir() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "salon-drill-sqlite-"));
  dirs.push(dataDir);
  fs.cpSync(template, dataDir, { recursive: true });
  return { dataDir, file: path.join(dataDir, "salon.sqlite") };
}

async function expectRefusal(dataDir: string, message: RegExp) {
  const result = runServerToExit({ DATA_DIR: dataDir, PORT: String(await freePort()) });
  expect(result.status).toBe(1);
  const lines = result.stderr.trim().split("\n");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(message);
}

describe("fault drill: the SQLite file at start", { timeout: 60_000 }, () => {
  it("refuses to start over a used DATA_DIR whose database file is missing, and creates none", async () => {
    const { dataDir, file } = usedDataDir();
    // What an upload leaves: the media stay when the database file is lost.
    fs.mkdirSync(path.join(dataDir, "media", "images", "some-image"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "media", "images", "some-image", "display.webp"), "image bytes");
    fs.rmSync(file);

    await expectRefusal(
      dataDir,
      new RegExp(
        `^The database file ${escape(file)} is missing, but ${escape(dataDir)} was used before \\(it holds media\\): restore the file from a backup`,
      ),
    );
    expect(fs.existsSync(file)).toBe(false);
  });

  it("refuses a missing database file whose write-ahead log is still there", async () => {
    const { dataDir, file } = usedDataDir();
    fs.writeFileSync(`${file}-wal`, "");
    fs.rmSync(file);
    await expectRefusal(dataDir, /is missing, but .* was used before \(it holds salon\.sqlite-wal\)/);
    expect(fs.existsSync(file)).toBe(false);
  });

  it("refuses a file of garbage bytes, an empty file and a truncated database in a used DATA_DIR, leaving each as it was", async () => {
    const { dataDir, file } = usedDataDir();
    fs.mkdirSync(path.join(dataDir, "media", "images"), { recursive: true });
    const sound = fs.readFileSync(file);
    expect(sound.length).toBeGreaterThan(8 * 4096);

    const cases: Array<[string, Buffer, RegExp]> = [
      [
        "garbage",
        Buffer.from("This is not a database at all, just some words and ".repeat(200)),
        /is not a SQLite database: restore it from a backup\.$/,
      ],
      ["empty", Buffer.alloc(0), /is empty: restore it from a backup\.$/],
      ["truncated", sound.subarray(0, 4 * 4096), /is damaged \(.+\): restore it from a backup\.$/],
    ];
    for (const [, bytes, message] of cases) {
      fs.writeFileSync(file, bytes);
      await expectRefusal(dataDir, new RegExp(`^The database file ${escape(file)} ${message.source}`));
      expect(fs.readFileSync(file).equals(bytes)).toBe(true);
    }

    // The sound file starts again.
    fs.writeFileSync(file, sound);
    const server = await spawnServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
    try {
      await server.ready();
    } finally {
      await server.kill();
    }
  });
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
