import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { patternedJpeg, plainJpeg, uploadForm } from "../kits/gallery-test-kit.ts";
import { freshPlace, type Place } from "../instances/instances-kit.ts";
import { openPlaceDatabase, sleep, spawnServer, type ServerProcess } from "../harness/server-process.ts";
import { testDialect } from "../harness/test-app.ts";

/**
 * Fault drill: the process killed (SIGKILL, no chance to clean up) during an upload: while the body arrives, while
 * sharp processes the image, and between writing its files. After each, no image row may lack
 * its files; after a restart the media sweep removes what the crash left once it is older than any upload could be.
 */
const ADMIN = { email: "drill-admin@example.com", password: "Velvet-Evening-Drill-7" };
let place: Place;
let mediaDir: string;
let server: ServerProcess | undefined;
let large: Buffer;

beforeAll(async () => {
  place = await freshPlace("drill-upload");
  mediaDir = path.join(place.dataDir, "media");
  large = await patternedJpeg(6000, 4000);
});
afterAll(async () => {
  await server?.kill();
  await place?.remove();
});

async function startServer() {
  server = await spawnServer({
    ...place.env,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: "warn",
  });
  await server.ready();
  const login = await fetch(`${server.base}/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  expect(login.status).toBe(200);
  return { server, cookie: login.headers.getSetCookie()[0]!.split(";")[0]! };
}

/** A multipart upload over a raw socket, so the test decides when each byte goes. */
async function openUpload(base: string, cookie: string, image: Buffer) {
  const request = new Request(`${base}/upload-image`, {
    method: "POST",
    body: uploadForm({ data: image, name: "large.jpg" }),
  });
  const body = Buffer.from(await request.arrayBuffer());
  const url = new URL(`${base}/upload-image`);
  const outgoing = http.request({
    host: url.hostname,
    port: url.port,
    path: url.pathname,
    method: "POST",
    headers: { cookie, "content-type": request.headers.get("content-type")!, "content-length": body.length },
  });
  outgoing.on("error", () => {}); // the server is about to die mid-request
  const written = (chunk: Buffer) => new Promise<void>((resolve) => outgoing.write(chunk, () => resolve()));
  return { body, written, outgoing };
}

/** The images table and every file under media, read straight from the database and the disk. */
async function storedState() {
  const opened = openPlaceDatabase(place);
  const rows = await opened.db.selectFrom("images").select(["original_key", "thumbnail_key", "display_key"]).execute();
  await opened.close();
  const files = fs.existsSync(mediaDir)
    ? (fs.readdirSync(mediaDir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(mediaDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    : [];
  const keys = rows.flatMap((row) => [row.original_key, row.thumbnail_key, row.display_key]);
  return { rows: rows.length, keys, files, leftovers: files.filter((file) => !keys.includes(file)) };
}

async function expectEveryRowWhole() {
  const state = await storedState();
  expect(
    state.keys.filter((key) => !state.files.includes(key)),
    "image rows without their files",
  ).toEqual([]);
  return state;
}

describe(`fault drill: the process killed during an upload (${testDialect})`, () => {
  it(
    "never leaves an image row without its files, and a restart sweeps what the crash left",
    { timeout: 180_000 },
    async () => {
      // 1. Killed while the body is still arriving.
      let { server: running, cookie } = await startServer();
      let upload = await openUpload(running.base, cookie, large);
      await upload.written(upload.body.subarray(0, upload.body.length / 2));
      await sleep(500);
      await running.kill();
      expect(await storedState()).toMatchObject({ rows: 0, files: [] });

      // 2. Killed while sharp processes the whole body, before anything is written.
      ({ server: running, cookie } = await startServer());
      upload = await openUpload(running.base, cookie, large);
      await upload.written(upload.body);
      await sleep(300);
      expect(fs.existsSync(path.join(mediaDir, ".tmp")), "the upload was already writing files").toBe(false);
      await running.kill();
      expect(await storedState()).toMatchObject({ rows: 0, files: [] });

      // 3. Killed between files: the original is in place and the next one is being written (its folder has just appeared).
      ({ server: running, cookie } = await startServer());
      upload = await openUpload(running.base, cookie, large);
      await upload.written(upload.body);
      const deadline = Date.now() + 60_000;
      while (!fs.existsSync(path.join(mediaDir, "images")) && Date.now() < deadline) await sleep(1);
      await running.kill();
      const afterCrash = await expectEveryRowWhole();
      console.info(
        `upload drill: killed mid-write with ${afterCrash.rows} row(s) and ${afterCrash.leftovers.length} file(s) no row names`,
      );

      // The leftovers age past the sweep's grace period (another instance's upload in progress is never touched).
      const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
      for (const file of afterCrash.files) fs.utimesSync(path.join(mediaDir, file), anHourAgo, anHourAgo);
      fs.mkdirSync(path.join(mediaDir, ".tmp"), { recursive: true });
      fs.writeFileSync(path.join(mediaDir, ".tmp", "0badc0de.part"), "half an image, abandoned an hour ago");
      fs.utimesSync(path.join(mediaDir, ".tmp", "0badc0de.part"), anHourAgo, anHourAgo);

      ({ server: running, cookie } = await startServer());
      const swept = Date.now() + 15_000;
      while ((await storedState()).leftovers.length > 0 && Date.now() < swept) await sleep(100);
      expect((await expectEveryRowWhole()).leftovers).toEqual([]);

      // And the club works as before: a new upload is stored whole and served.
      const stored = await fetch(`${running.base}/upload-image`, {
        method: "POST",
        headers: { cookie },
        body: uploadForm({ data: await plainJpeg(80, 60), name: "after.jpg" }),
      });
      expect(stored.status).toBe(201);
      expect(
        (
          await fetch(`${running.base}${((await stored.json()) as { display_url: string }).display_url}`, {
            headers: { cookie },
          })
        ).status,
      ).toBe(200);
      await running.kill("SIGTERM");
      expect(await expectEveryRowWhole()).toMatchObject({ leftovers: [] });
    },
  );
});
