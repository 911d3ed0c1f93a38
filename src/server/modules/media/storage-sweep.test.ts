import fs from "node:fs";
import path from "node:path";
import { v7 as uuidv7 } from "uuid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actAs, startTestServer, testDialect, type TestServer } from "../../test/test-app.ts";
import { mediaFiles, plainJpeg, upload } from "./media-test-kit.ts";
import { ABANDONED_AFTER_MS, sweepMediaStorage } from "./storage-sweep.ts";
import { createMediaStorage } from "./storage.ts";

describe(`the media sweep (${testDialect})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const root = () => path.join(server.config.dataDir, "media");
  function plant(relative: string, ageMs: number) {
    const file = path.join(root(), relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, "left behind");
    const when = new Date(Date.now() - ageMs);
    fs.utimesSync(file, when, when);
  }
  const age = (relative: string, ageMs: number) => {
    const when = new Date(Date.now() - ageMs);
    fs.utimesSync(path.join(root(), relative), when, when);
  };

  it("removes old half-written files and files no image row names, and keeps every image's files and anything recent", async () => {
    const { cookie } = await actAs(server, "Standard");
    const uploaded = await upload(server, cookie, { data: await plainJpeg(60, 40), name: "kept.jpg" });
    expect(uploaded.statusCode).toBe(201);
    const imageFiles = mediaFiles(server);
    expect(imageFiles).toHaveLength(3);
    const old = ABANDONED_AFTER_MS + 60_000;
    for (const file of imageFiles) age(file, old);

    const crashed = uuidv7();
    const recent = uuidv7();
    const imageId = imageFiles.find((f) => f.startsWith("images/"))!.split("/")[1]!;
    plant(`originals/${crashed}/abc.jpg`, old);
    plant(`images/${crashed}/abc-thumb.webp`, old);
    plant(`images/${imageId}/stray-display.webp`, old);
    plant(`images/${recent}/def-thumb.webp`, 60_000);
    plant(".tmp/0123abcd.part", old);
    plant(".tmp/4567cdef.part", 60_000);

    expect(await sweepMediaStorage(server.database.db, createMediaStorage(server.config))).toEqual({ abandonedWrites: 1, orphanedFiles: 3 });
    expect(mediaFiles(server)).toEqual([...imageFiles, ".tmp/4567cdef.part", `images/${recent}/def-thumb.webp`].sort());
    expect(fs.existsSync(path.join(root(), "images", crashed))).toBe(false);

    const served = await server.app.inject({ method: "GET", url: uploaded.json().display_url, headers: { cookie } });
    expect(served.statusCode).toBe(200);
  });
});
