import fs from "node:fs";
import path from "node:path";
import { v7 as uuidv7 } from "uuid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actAs, startTestServer, testDialect, type TestServer } from "../../../../test/server/harness/test-app.ts";
import { mediaFiles, plainJpeg, upload } from "../../../../test/server/kits/gallery-test-kit.ts";
import { ABANDONED_AFTER_MS, sweepMediaStorage } from "./storage-sweep.ts";
import { createMediaStorage, type MediaStorage } from "../../kernel/media-storage/storage.ts";

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

    expect(await sweepMediaStorage(server.database.db, createMediaStorage(server.config))).toEqual({
      abandonedWrites: 1,
      orphanedFiles: 3,
    });
    expect(mediaFiles(server)).toEqual([...imageFiles, ".tmp/4567cdef.part", `images/${recent}/def-thumb.webp`].sort());
    expect(fs.existsSync(path.join(root(), "images", crashed))).toBe(false);

    const served = await server.app.inject({ method: "GET", url: uploaded.json().display_url, headers: { cookie } });
    expect(served.statusCode).toBe(200);
  });
  it("sweeps a few images at a time as the listing is read, and removes orphans in every batch while keeping stored files", async () => {
    const { cookie } = await actAs(server, "Standard");
    const earlier = mediaFiles(server);
    for (const name of ["first.jpg", "second.jpg", "third.jpg"]) {
      expect((await upload(server, cookie, { data: await plainJpeg(60, 40), name })).statusCode).toBe(201);
    }
    const stored = mediaFiles(server);
    const old = ABANDONED_AFTER_MS + 60_000;
    for (const file of stored.filter((f) => !earlier.includes(f))) age(file, old);
    const storedIds = [...new Set(stored.filter((f) => f.startsWith("images/")).map((f) => f.split("/")[1]!))];
    const orphans = [
      ...Array.from({ length: 7 }, () => uuidv7()).flatMap((id) => [
        `originals/${id}/abc.jpg`,
        `images/${id}/abc-thumb.webp`,
        `images/${id}/abc-display.webp`,
      ]),
      ...storedIds.map((id) => `images/${id}/stray-display.webp`),
    ];
    for (const file of orphans) plant(file, old);

    // Counts the keys listed so far when each file is deleted: a sweep that read the whole listing first would
    // delete only once all of it was listed.
    const real = createMediaStorage(server.config);
    let listed = 0;
    const listedAtDelete: number[] = [];
    const counting: MediaStorage = {
      ...real,
      async *list(prefix) {
        for await (const key of real.list(prefix)) {
          listed += 1;
          yield key;
        }
      },
      delete(key) {
        listedAtDelete.push(listed);
        return real.delete(key);
      },
    };

    expect(await sweepMediaStorage(server.database.db, counting, Date.now(), 2)).toEqual({
      abandonedWrites: 0,
      orphanedFiles: orphans.length,
    });
    expect(mediaFiles(server)).toEqual(stored);
    expect(listed).toBe(stored.filter((f) => !f.startsWith(".tmp/")).length + orphans.length);
    expect(listedAtDelete).toHaveLength(orphans.length);
    expect(listedAtDelete[0]).toBeLessThan(listed / 2);
    expect(new Set(listedAtDelete).size).toBeGreaterThan(3);
  });
});
