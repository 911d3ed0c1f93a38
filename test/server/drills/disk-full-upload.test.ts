import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaFiles, noisyJpeg, plainJpeg, rowCounts, upload } from "../kits/gallery-test-kit.ts";
import { actAs, startTestServer, testDialect, type TestServer } from "../harness/test-app.ts";

/**
 * Fault drill: the disk fills up during an upload. The media folder is a real 256 KB tmpfs (mounted as root, as
 * the tests run here and in CI), so the write fails with the kernel's own ENOSPC, not a simulated one.
 */
let server: TestServer;
let mediaDir: string;

beforeAll(async () => {
  server = await startTestServer();
  mediaDir = path.join(server.config.dataDir, "media");
  fs.mkdirSync(mediaDir, { recursive: true });
  execFileSync("mount", ["-t", "tmpfs", "-o", "size=256k", "tmpfs", mediaDir]);
});
afterAll(async () => {
  if (mediaDir) execFileSync("umount", [mediaDir]);
  await server?.close();
});

describe(`fault drill: the disk full during an upload (${testDialect})`, () => {
  it("answers 507 with a clear JSON error, writes no row and leaves no file, half or whole; a small upload then works", async () => {
    const { cookie } = await actAs(server, "Standard");
    const large = await noisyJpeg(1200, 900);
    expect(large.length).toBeGreaterThan(256 * 1024);

    const refused = await upload(server, cookie, { data: large, name: "too-big-for-the-disk.jpg" }, { tags: ["full"] });
    expect(refused.statusCode).toBe(507);
    expect(refused.headers["content-type"]).toMatch(/^application\/json/);
    expect(refused.json()).toEqual({
      error: "The server has no room to store this right now. Please try again later.",
      message: "The server has no room to store this right now. Please try again later.",
      code: "insufficient_storage",
    });
    expect(await rowCounts(server)).toEqual({ images: 0, tags: 0 });
    expect(mediaFiles(server)).toEqual([]);
    // Not even an image's folder: only the empty top-level ones may stay.
    const left = fs.readdirSync(mediaDir, { recursive: true }) as string[];
    expect(left.filter((entry) => ![".tmp", "originals", "images"].includes(entry))).toEqual([]);

    // Nothing was left taking the space: an image that fits is stored whole.
    const stored = await upload(server, cookie, { data: await plainJpeg(80, 60), name: "fits.jpg" });
    expect(stored.statusCode).toBe(201);
    expect(mediaFiles(server)).toHaveLength(3);
    expect(await rowCounts(server)).toEqual({ images: 1, tags: 0 });
  });
});
