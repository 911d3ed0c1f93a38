import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { loadSecretKey } from "../../secret-key.ts";
import { createBackup } from "../../operations/backup/backup.ts";
import { restoreBackup } from "../../operations/backup/restore.ts";
import { actAs, startTestServer, type TestServer } from "../../../../test/server/harness/test-app.ts";
import { plainJpeg, upload } from "../../../../test/server/kits/gallery-test-kit.ts";
import { startTestS3, type TestS3 } from "../../../../test/server/kits/s3-test-kit.ts";
import { s3Storage } from "./s3-storage.ts";
import { sweepMediaStorage, ABANDONED_AFTER_MS } from "../../modules/gallery/storage-sweep.ts";
import { createMediaStorage, MediaStoreError, type MediaStorage } from "./storage.ts";

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3(["driver", "club", "other-club", "restored"]);
});
afterAll(async () => {
  await s3?.close();
});

const text = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};
const listed = async (storage: MediaStorage, prefix: string) => {
  const keys: string[] = [];
  for await (const key of storage.list(prefix)) keys.push(key);
  return keys.sort();
};

describe("the S3-compatible media store, against a real one (s3rver)", () => {
  it("writes, opens, checks, dates, lists and deletes objects, under its prefix only", async () => {
    const storage = s3Storage(s3.settings("driver", { prefix: "club-a/" }));
    const neighbour = s3Storage(s3.settings("driver", { prefix: "club-b/" }));
    try {
      const before = Date.now() - 2_000;
      await storage.put("images/abc/one.webp", Buffer.from("first"), "image/webp");
      await storage.put("images/abc/two.webp", Readable.from([Buffer.from("sec"), Buffer.from("ond")]), "image/webp");
      await storage.put("originals/abc/one.jpg", Buffer.from("original"), "image/jpeg");
      await neighbour.put("images/xyz/one.webp", Buffer.from("theirs"), "image/webp");

      const opened = (await storage.open("images/abc/two.webp"))!;
      expect(opened).toMatchObject({ size: 6, contentType: "image/webp" });
      expect(await text(opened.stream)).toBe("second");
      expect(await storage.exists("images/abc/one.webp")).toBe(true);
      expect(await storage.exists("images/abc/none.webp")).toBe(false);
      expect(await storage.open("images/abc/none.webp")).toBeUndefined();
      expect(await storage.writtenAt("images/abc/one.webp")).toBeGreaterThan(before);
      expect(await storage.writtenAt("images/abc/none.webp")).toBeUndefined();
      expect(await listed(storage, "images/")).toEqual(["images/abc/one.webp", "images/abc/two.webp"]);
      expect(await listed(storage, "originals/")).toEqual(["originals/abc/one.jpg"]);
      expect(await listed(neighbour, "images/")).toEqual(["images/xyz/one.webp"]);

      await storage.delete("images/abc/one.webp");
      await storage.delete("images/abc/never-there.webp");
      expect(await storage.exists("images/abc/one.webp")).toBe(false);
      expect(await neighbour.exists("images/xyz/one.webp")).toBe(true);
      expect(await storage.removeAbandonedWrites(Date.now())).toBe(0);
    } finally {
      storage.close();
      neighbour.close();
    }
  });

  it("lists past one page of objects", async () => {
    const storage = s3Storage(s3.settings("driver", { prefix: "many/" }), { listPageSize: 3 });
    try {
      const keys = Array.from({ length: 8 }, (_, i) => `images/${String(i).padStart(4, "0")}/a.webp`);
      for (const key of keys) await storage.put(key, Buffer.from("x"), "image/webp");
      expect(await listed(storage, "images/")).toEqual(keys);
    } finally {
      storage.close();
    }
  });

  it("refuses keys that could reach outside the club's objects", async () => {
    const storage = s3Storage(s3.settings("driver"));
    try {
      for (const key of ["../etc/passwd", "images/../../x", "/abs", "images//x", "Images/UPPER"]) {
        await expect(storage.put(key, Buffer.from("x"), "text/plain")).rejects.toThrow("invalid media key");
        expect(await storage.open(key)).toBeUndefined();
        expect(await storage.exists(key)).toBe(false);
      }
    } finally {
      storage.close();
    }
  });

  it("stops the start with one line naming the setting: a wrong bucket, wrong or missing credentials, no store", async () => {
    const startError = async (storage: MediaStorage) => {
      try {
        await storage.check();
        return undefined;
      } catch (error) {
        expect(error).toBeInstanceOf(MediaStoreError);
        return (error as Error).message;
      } finally {
        storage.close();
      }
    };
    expect(await startError(s3Storage(s3.settings("club")))).toBeUndefined();
    expect(await startError(s3Storage(s3.settings("no-such-bucket")))).toMatch(/^Media store: .*check S3_BUCKET$/);
    expect(
      await startError(
        s3Storage(s3.settings("club", { credentials: { accessKeyId: "WRONG", secretAccessKey: "S3RVER" } })),
      ),
    ).toMatch(/check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY$/);
    const closedPort = await startTestS3([]);
    await closedPort.close();
    expect(await startError(s3Storage(s3.settings("club", { endpoint: closedPort.endpoint })))).toMatch(
      /^Media store: could not reach .*check S3_ENDPOINT$/,
    );
    // No credentials anywhere: the SDK's own chain must not look past this machine (no instance metadata).
    const saved = { ...process.env };
    for (const name of Object.keys(process.env)) if (name.startsWith("AWS_")) delete process.env[name];
    process.env.AWS_EC2_METADATA_DISABLED = "true";
    process.env.AWS_CONFIG_FILE = path.join(os.tmpdir(), "salon-no-aws-config");
    process.env.AWS_SHARED_CREDENTIALS_FILE = path.join(os.tmpdir(), "salon-no-aws-credentials");
    try {
      expect(await startError(s3Storage(s3.settings("club", { credentials: undefined })))).toMatch(
        /set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY$/,
      );
    } finally {
      process.env = saved;
    }
  });

  it("reads MEDIA_STORE=s3 and its settings from the environment, each bad one named", () => {
    const config = loadConfig({ ...s3.env("club"), S3_PREFIX: "salon/" });
    expect(config.media).toMatchObject({ kind: "s3", bucket: "club", forcePathStyle: true, prefix: "salon/" });
    expect(loadConfig({}).media).toEqual({ kind: "disk" });
    const refused = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return undefined;
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(refused({ MEDIA_STORE: "s3" })).toBe("Invalid configuration: S3_BUCKET must be set when MEDIA_STORE=s3");
    expect(refused({ MEDIA_STORE: "ftp" })).toMatch(/^Invalid configuration: MEDIA_STORE must be disk or s3/);
    expect(refused({ ...s3.env("club"), S3_ENDPOINT: "ftp://x" })).toMatch(/^Invalid configuration: S3_ENDPOINT/);
    expect(refused({ ...s3.env("club"), S3_SECRET_ACCESS_KEY: "" })).toMatch(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/,
    );
    expect(refused({ ...s3.env("club"), S3_FORCE_PATH_STYLE: "yes" })).toMatch(/S3_FORCE_PATH_STYLE must be/);
    expect(refused({ ...s3.env("club"), S3_PREFIX: "../x" })).toMatch(/S3_PREFIX must be/);
  });
});

describe("the app with its photos in an S3-compatible store", () => {
  let server: TestServer;
  let member: string;
  let admin: string;
  let outsider: string;
  let photo: { id: string; display_url: string; thumbnail_url: string };

  beforeAll(async () => {
    server = await startTestServer(s3.env("club"));
    member = (await actAs(server, "Standard")).cookie!;
    admin = (await actAs(server, "admin")).cookie!;
    outsider = (await actAs(server, "Founding")).cookie!;
    const uploaded = await upload(server, member, { data: await plainJpeg(64, 48), name: "garden.jpg" });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    photo = uploaded.json();
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = (url: string, cookie?: string) =>
    server.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

  it("stores an upload's files in the bucket, none on disk, and streams them to members only", async () => {
    const storage = s3Storage(s3.settings("club"));
    try {
      const keys = [...(await listed(storage, "images/")), ...(await listed(storage, "originals/"))];
      expect(keys).toHaveLength(3);
      expect(keys.every((key) => key.includes(photo.id))).toBe(true);
    } finally {
      storage.close();
    }
    expect(fs.existsSync(path.join(server.config.dataDir, "media", "images"))).toBe(false);
    for (const url of [photo.display_url, photo.thumbnail_url]) {
      for (const cookie of [member, admin, outsider]) {
        const answer = await get(url, cookie);
        expect(answer.statusCode, url).toBe(200);
        expect(answer.headers["content-type"]).toBe("image/webp");
        expect(answer.rawPayload.subarray(0, 4).toString()).toBe("RIFF");
        expect(Number(answer.headers["content-length"])).toBe(answer.rawPayload.length);
      }
      expect((await get(url)).statusCode).toBe(401);
    }
    // Bad input: a key that names no served file is the same 404 as a missing one; nothing reaches the store.
    for (const bad of [
      "/media/originals/x.jpg",
      "/media/images/../../etc/passwd",
      `/media/images/${photo.id}/nope.webp`,
    ])
      expect((await get(bad, member)).statusCode, bad).toBe(404);
  });

  it("deletes the files from the bucket with the image", async () => {
    const second = (await upload(server, member, { data: await plainJpeg(40, 40), name: "b.jpg" })).json();
    const deleted = await server.app.inject({
      method: "POST",
      url: "/api/delete-images",
      payload: { images: [second.id] },
      headers: { cookie: member },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const storage = s3Storage(s3.settings("club"));
    try {
      expect((await listed(storage, "images/")).some((key) => key.includes(second.id))).toBe(false);
      expect((await listed(storage, "originals/")).some((key) => key.includes(second.id))).toBe(false);
    } finally {
      storage.close();
    }
  });

  it("sweeps objects no image row names once they are old enough, and keeps the rest", async () => {
    const storage = createMediaStorage(server.config);
    try {
      await storage.put(
        "images/0190a000-0000-7000-8000-000000000000/aaaaaaaaaaaaaaaa-thumb.webp",
        Buffer.from("x"),
        "image/webp",
      );
      const now = Date.now();
      expect(await sweepMediaStorage(server.database.db, storage, now)).toEqual({
        abandonedWrites: 0,
        orphanedFiles: 0,
      });
      expect(await sweepMediaStorage(server.database.db, storage, now + ABANDONED_AFTER_MS + 5_000)).toEqual({
        abandonedWrites: 0,
        orphanedFiles: 1,
      });
      expect((await get(photo.display_url, member)).statusCode).toBe(200);
    } finally {
      storage.close();
    }
  });

  // The PostgreSQL restore itself is the backup suite's; what this one adds is the media, the same on either database.
  it.skipIf(process.env.TEST_DATABASE_URL)(
    "backs up the bucket's photos with the database and restores them into an empty bucket",
    async () => {
      const folder = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "salon-s3-backup-")), "backup");
      const manifest = await createBackup(server.config, folder);
      expect(manifest.media.files).toBe(3);
      expect(manifest.media.entries.every((entry) => entry.path.includes(photo.id))).toBe(true);

      const restoredDir = fs.mkdtempSync(path.join(os.tmpdir(), "salon-s3-restored-"));
      const target = loadConfig({
        DATA_DIR: restoredDir,
        SECRET_KEY: loadSecretKey(server.config),
        ...s3.env("restored"),
      });
      await restoreBackup(target, folder);
      const restored = s3Storage(s3.settings("restored"));
      try {
        expect(await listed(restored, "images/")).toEqual(
          manifest.media.entries.map((e) => e.path).filter((p) => p.startsWith("images/")),
        );
        const object = (await restored.open(manifest.media.entries[0]!.path))!;
        expect(object.size).toBe(manifest.media.entries[0]!.bytes);
        // A bucket that holds a club's photos is not overwritten without --force.
        await expect(restoreBackup(target, folder)).rejects.toThrow(/Not restoring: .*the media bucket restored/);
        await restored.put(
          "images/0190a000-0000-7000-8000-000000000001/bbbbbbbbbbbbbbbb-thumb.webp",
          Buffer.from("x"),
          "image/webp",
        );
        await restoreBackup(target, folder, { force: true });
        expect(await listed(restored, "images/")).toEqual(
          manifest.media.entries.map((e) => e.path).filter((p) => p.startsWith("images/")),
        );
      } finally {
        restored.close();
      }
    },
  );

  it("answers 503 with Retry-After for media when the store stops answering, and keeps the rest up", async () => {
    const dead = await startTestS3(["club"]);
    const broken = await startTestServer(dead.env("club"));
    try {
      const cookie = (await actAs(broken, "Standard")).cookie!;
      const uploaded = await upload(broken, cookie, { data: await plainJpeg(32, 32), name: "c.jpg" });
      expect(uploaded.statusCode).toBe(201);
      await dead.close();
      const media = await broken.app.inject({ method: "GET", url: uploaded.json().display_url, headers: { cookie } });
      expect(media.statusCode).toBe(503);
      expect(media.headers["retry-after"]).toBe("10");
      expect(media.json()).toMatchObject({ code: "unavailable" });
      const again = await upload(broken, cookie, { data: await plainJpeg(32, 32), name: "d.jpg" });
      expect(again.statusCode).toBe(503);
      expect(again.headers["retry-after"]).toBe("10");
      expect((await broken.app.inject({ method: "GET", url: "/api/events", headers: { cookie } })).statusCode).toBe(
        200,
      );
      expect((await broken.app.inject({ method: "GET", url: "/api/images", headers: { cookie } })).statusCode).toBe(
        200,
      );
    } finally {
      await broken.close();
    }
  });
});
