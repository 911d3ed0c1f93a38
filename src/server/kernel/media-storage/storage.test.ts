import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actAs, startTestServer, type TestServer } from "../../../../test/server/harness/test-app.ts";
import { mediaFiles, plainJpeg, rowCounts } from "../../../../test/server/kits/gallery-test-kit.ts";
import { galleryService } from "../../modules/gallery/service.ts";
import { createMediaStorage, localDiskStorage, type MediaStorage } from "./storage.ts";

describe("local-disk media storage", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "salon-media-"));
  const storage = localDiskStorage(root);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("writes, opens, checks and deletes an object, removing its emptied folder", async () => {
    await storage.put("images/abc/one.webp", Buffer.from("first"), "image/webp");
    await storage.put("images/abc/two.webp", Readable.from([Buffer.from("sec"), Buffer.from("ond")]), "image/webp");
    expect(await storage.exists("images/abc/one.webp")).toBe(true);
    const opened = (await storage.open("images/abc/two.webp"))!;
    expect(opened).toMatchObject({ size: 6, contentType: "image/webp" });
    const chunks: Buffer[] = [];
    for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe("second");
    await storage.delete("images/abc/one.webp");
    await storage.delete("images/abc/two.webp");
    await storage.delete("images/abc/never-there.webp");
    expect(fs.existsSync(path.join(root, "images", "abc"))).toBe(false);
    expect(await storage.open("images/abc/one.webp")).toBeUndefined();
  });

  it("leaves no file, half or whole, when a write fails midway", async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024, 1));
        this.destroy(new Error("connection reset"));
      },
    });
    await expect(storage.put("images/def/broken.webp", failing, "image/webp")).rejects.toThrow("connection reset");
    expect(await storage.exists("images/def/broken.webp")).toBe(false);
    expect(fs.readdirSync(path.join(root, ".tmp"))).toEqual([]);
  });

  it("lists every file under a prefix, at any depth, and nothing for a prefix with no folder", async () => {
    const listRoot = fs.mkdtempSync(path.join(os.tmpdir(), "salon-media-list-"));
    const listing = localDiskStorage(listRoot);
    try {
      for (const key of ["images/a/one.webp", "images/a/two.webp", "images/b/c/deep.webp", "originals/a/one.jpg"])
        await listing.put(key, Buffer.from("x"), "image/webp");
      fs.mkdirSync(path.join(listRoot, "images", "empty"));
      fs.writeFileSync(path.join(listRoot, "images", "b", "Not A Key.webp"), "x");
      const listed: string[] = [];
      for await (const key of listing.list("images/")) listed.push(key);
      expect(listed.sort()).toEqual(["images/a/one.webp", "images/a/two.webp", "images/b/c/deep.webp"]);
      const missing: string[] = [];
      for await (const key of listing.list("thumbnails/")) missing.push(key);
      expect(missing).toEqual([]);
    } finally {
      fs.rmSync(listRoot, { recursive: true, force: true });
    }
  });

  it("refuses keys that could leave its folder", async () => {
    for (const key of ["../etc/passwd", "images/../../x", "/abs", "images//x", "Images/UPPER"]) {
      await expect(storage.put(key, Buffer.from("x"), "text/plain")).rejects.toThrow("invalid media key");
      expect(await storage.open(key)).toBeUndefined();
    }
  });
});

describe("a failed upload", () => {
  let server: TestServer;
  let member: { user_id: number; name: string; type: "Standard"; admin: boolean };
  beforeAll(async () => {
    server = await startTestServer();
    const created = (await actAs(server, "Standard")).member!;
    member = { user_id: created.userId, name: created.name, type: "Standard", admin: false };
  });
  afterAll(async () => {
    await server.close();
  });

  it("removes the files it wrote when a later write fails, and records no row", async () => {
    const real = createMediaStorage(server.config);
    let puts = 0;
    const flaky: MediaStorage = {
      ...real,
      async put(key, body, type) {
        puts += 1;
        if (puts === 3) throw new Error("disk full");
        return real.put(key, body, type);
      },
    };
    const before = await rowCounts(server);
    const attempt = galleryService({
      db: server.database.db,
      dates: { locale: server.config.clubLocale, timeZone: server.config.clubTimezone },
      storage: flaky,
      onImagesDeleted: [],
    }).upload(member, {
      buffer: await plainJpeg(50, 50),
      fields: { tags: ["x"] },
    });
    await expect(attempt).rejects.toThrow("disk full");
    expect(mediaFiles(server)).toEqual([]);
    expect(await rowCounts(server)).toEqual(before);
  });

  it("removes its files when the row cannot be written", async () => {
    const storage = createMediaStorage(server.config);
    const ghost = { ...member, user_id: 999_999 };
    const attempt = galleryService({
      db: server.database.db,
      dates: { locale: server.config.clubLocale, timeZone: server.config.clubTimezone },
      storage,
      onImagesDeleted: [],
    }).upload(ghost, {
      buffer: await plainJpeg(50, 50),
      fields: {},
    });
    await expect(attempt).rejects.toThrow();
    expect(mediaFiles(server)).toEqual([]);
    expect(await rowCounts(server)).toEqual({ images: 0, tags: 0 });
  });
});
