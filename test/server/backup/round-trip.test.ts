import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../src/server/config.ts";
import { migrations } from "../../../src/server/kernel/database/migrations/index.ts";
import { startSmtpTestServer, type SmtpTestServer } from "../kits/smtp-test-server.ts";
import { testDialect } from "../harness/test-app.ts";
import {
  call,
  download,
  freshPlace,
  loginOn,
  startInstance,
  type Instance,
  type Place,
} from "../instances/instances-kit.ts";
import {
  ADMIN,
  commentsOn,
  keepCommenting,
  memberPassword,
  operatorCommand,
  populateClub,
  type Club,
} from "./club-kit.ts";
import { databaseHasData } from "../../../src/server/operations/backup/database-copy.ts";
import { listFiles, readManifest, sha256Of } from "../../../src/server/operations/backup/manifest.ts";

let smtp: SmtpTestServer;
let origin: Place;
let copy: Place;
let running: Instance;
let club: Club;
let backupFolder: string;
let beforeBackup: string[];
let writtenDuringBackup: string[];
let writtenBeforeStart: number;
let writtenBeforeEnd: number;
const cleanup: Array<() => Promise<unknown>> = [];

const instanceEnv = (place: Place) => ({
  ...place.env,
  SMTP_URL: smtp.url,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  TRUST_PROXY: "true",
});
const mediaOf = (place: Place) => path.join(place.dataDir, "media");

async function until(condition: () => boolean) {
  const deadline = Date.now() + 20_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  origin = await freshPlace("origin");
  copy = await freshPlace("restored");
  cleanup.push(
    () => origin.remove(),
    () => copy.remove(),
    () => smtp.stop(),
  );
  running = await startInstance(instanceEnv(origin));
  cleanup.unshift(() => running.stop());
  club = await populateClub(running.base, smtp);
  backupFolder = path.join(origin.dataDir, "..", `${path.basename(origin.dataDir)}-backup`);
  cleanup.push(async () => fs.rmSync(backupFolder, { recursive: true, force: true }));
}, 90_000);

afterAll(async () => {
  for (const step of cleanup) await step().catch(() => {});
});

describe(`npm run backup and npm run restore (${testDialect})`, () => {
  it(
    "backs up the running club while members keep writing: one consistent moment of the database, and every media file",
    { timeout: 60_000 },
    async () => {
      const [host] = club.members;
      beforeBackup = await commentsOn(running.base, host!.cookie, club.eventId);
      const writers = keepCommenting(running.base, club.members, club.eventId);
      await until(() => writers.written.length >= 2);
      writtenBeforeStart = writers.written.length;
      const backup = await operatorCommand("backup", ["--out", backupFolder], origin.env);
      writtenBeforeEnd = writers.written.length + 1; // the one in flight may have been committed
      await until(() => writers.written.length >= writtenBeforeEnd + 2);
      writtenDuringBackup = await writers.stop();
      expect(backup).toMatchObject({ code: 0, output: expect.stringContaining(`Backup written to ${backupFolder}`) });

      const manifest = await readManifest(backupFolder);
      expect(manifest.database).toMatchObject({ kind: testDialect, lastMigration: Object.keys(migrations).at(-1) });
      const originFiles = await listFiles(mediaOf(origin), [".tmp"]);
      expect(manifest.media.entries.map((entry) => entry.path)).toEqual(originFiles);
      expect(originFiles.length).toBeGreaterThanOrEqual(3);
      for (const entry of manifest.media.entries)
        expect(await sha256Of(path.join(mediaOf(origin), entry.path))).toBe(entry.sha256);
    },
  );

  it("refuses a damaged backup, changing nothing in the target", async () => {
    const damaged = `${backupFolder}-damaged`;
    const target = await freshPlace("damaged");
    cleanup.push(
      () => target.remove(),
      async () => fs.rmSync(damaged, { recursive: true, force: true }),
    );
    fs.cpSync(backupFolder, damaged, { recursive: true });
    const manifest = await readManifest(damaged);
    const victim = path.join(damaged, "media", manifest.media.entries[0]!.path);
    const bytes = fs.readFileSync(victim);
    const middle = bytes.length >> 1;
    bytes.writeUInt8(bytes.readUInt8(middle) ^ 0xff, middle);
    fs.writeFileSync(victim, bytes);

    const restore = await operatorCommand("restore", [damaged], target.env);
    expect(restore).toMatchObject({ code: 1, output: expect.stringContaining("does not match its checksum") });
    expect(await databaseHasData(loadConfig({ ...target.env }).database)).toBe(false);
    expect(fs.existsSync(mediaOf(target))).toBe(false);
  });

  it(
    "restores into a fresh place, refuses to overwrite it without --force, and replaces it with --force",
    { timeout: 60_000 },
    async () => {
      expect(await operatorCommand("restore", [backupFolder], copy.env)).toMatchObject({
        code: 0,
        output: expect.stringContaining("Restored the backup"),
      });
      const restoredFiles = await listFiles(mediaOf(copy));
      expect(restoredFiles).toEqual((await readManifest(backupFolder)).media.entries.map((entry) => entry.path));

      const again = await operatorCommand("restore", [backupFolder], copy.env);
      expect(again).toMatchObject({ code: 1, output: expect.stringContaining("Use --force to replace it") });
      expect(await listFiles(mediaOf(copy))).toEqual(restoredFiles);

      expect(await operatorCommand("restore", [backupFolder, "--force"], copy.env)).toMatchObject({ code: 0 });
      expect(await listFiles(mediaOf(copy))).toEqual(restoredFiles);
    },
  );

  it(
    "an app started on the restored place has the club: logins, the event and its participants, the image bytes, the comments up to one moment",
    { timeout: 60_000 },
    async () => {
      const restored = await startInstance(instanceEnv(copy));
      cleanup.unshift(() => restored.stop());
      const [host, guest] = club.members as [Club["members"][0], Club["members"][0]];
      const cookie = await loginOn(restored.base, guest.email, memberPassword);
      expect((await call(restored.base, "GET", "/api/events", { cookie: host.cookie })).status).toBe(200);

      const eventThen = await (
        await call(running.base, "GET", `/api/events/${club.eventId}`, { cookie: guest.cookie })
      ).json();
      const eventNow = await (await call(restored.base, "GET", `/api/events/${club.eventId}`, { cookie })).json();
      expect(eventNow).toMatchObject({ title: "The backup gala" });
      expect(eventNow).toEqual(eventThen);

      const image = await (await call(restored.base, "GET", `/api/images/${club.image.id}`, { cookie })).json();
      expect(image).toMatchObject({
        title: "Gala terrace",
        associated_event_id: club.eventId,
        thumbnail_url: club.image.thumbnail_url,
      });
      for (const [url, bytes] of club.variants)
        expect((await download(restored.base, url, cookie)).bytes.equals(bytes)).toBe(true);
      expect(await commentsOn(restored.base, cookie, club.image.id)).toEqual(["What a view."]);

      const comments = await commentsOn(restored.base, cookie, club.eventId);
      expect(comments.slice(0, beforeBackup.length)).toEqual(beforeBackup);
      const live = comments.slice(beforeBackup.length);
      expect(live).toEqual(writtenDuringBackup.slice(0, live.length));
      // Written before the backup began, so in it; written after it ended, so not: the copy is one moment in between.
      expect(live.length).toBeGreaterThanOrEqual(writtenBeforeStart);
      expect(live.length).toBeLessThanOrEqual(writtenBeforeEnd);

      const membersThen = await (
        await call(running.base, "GET", "/api/admin/get-members", { cookie: club.admin })
      ).json();
      const adminCookie = await loginOn(restored.base, ADMIN.email, ADMIN.password);
      expect(
        await (await call(restored.base, "GET", "/api/admin/get-members", { cookie: adminCookie })).json(),
      ).toEqual(membersThen);
    },
  );
});
