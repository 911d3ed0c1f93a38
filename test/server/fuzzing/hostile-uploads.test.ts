import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaFiles, noisyJpeg, plainJpeg, rowCounts, upload, uploadForm } from "../kits/gallery-test-kit.ts";
import { actAs, startTestServer, type TestServer } from "../harness/test-app.ts";

/**
 * Hostile uploads that src/server/modules/gallery/uploads.test.ts does not already send (it covers a truncated
 * JPEG, a JPEG+HTML polyglot, a PNG decompression bomb, a text file named .jpg, SVG, TIFF and 20 MB):
 * hostile file names, truncated PNG and WebP, several files in one form, a flood of fields and a broken form.
 */
let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer();
  cookie = (await actAs(server, "Standard")).cookie!;
});
afterAll(async () => {
  await server.close();
});

const noisy = (format: "png" | "webp") =>
  sharp({
    create: {
      width: 600,
      height: 400,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .toFormat(format)
    .toBuffer();

async function expectRefusedLeavingNothing(
  send: () => Promise<{ statusCode: number; headers: Record<string, unknown>; json(): unknown }>,
  status: number,
) {
  const before = { rows: await rowCounts(server), files: mediaFiles(server) };
  const response = await send();
  expect(response.statusCode).toBe(status);
  expect(String(response.headers["content-type"])).toMatch(/^application\/json/);
  expect(response.json()).toMatchObject({
    error: expect.any(String),
    message: expect.any(String),
    code: expect.any(String),
  });
  expect(await rowCounts(server)).toEqual(before.rows);
  expect(mediaFiles(server)).toEqual(before.files);
}

describe("POST /upload-image with hostile file names", () => {
  it.each([
    "../../../../etc/passwd.jpg",
    "..\\..\\windows\\win.ini.jpg",
    "a\u0000.php.jpg",
    "\u202egpj.exe",
    "x".repeat(5000) + ".jpg",
    "photo.jpg.html",
  ])("stores %j under a name the server chose", async (name) => {
    const response = await upload(server, cookie, { data: await plainJpeg(30, 20), name });
    expect(response.statusCode).toBe(201);
    const image = response.json();
    for (const file of mediaFiles(server)) expect(file).not.toMatch(/passwd|win\.ini|\.php|\.exe|\.html|\.\./);
    for (const url of [image.thumbnail_url, image.display_url])
      expect(url).toMatch(/^\/media\/images\/[A-Za-z0-9/_.-]+\.webp$/);
  });
});

describe("POST /upload-image refuses, leaving nothing behind", () => {
  it.each(["png", "webp"] as const)("a truncated %s", async (format) => {
    const data = (await noisy(format)).subarray(0, 5_000);
    await expectRefusedLeavingNothing(
      () => upload(server, cookie, { data, name: `cut.${format}`, type: `image/${format}` }),
      400,
    );
  });

  it("a JPEG cut right after its header", async () => {
    await expectRefusedLeavingNothing(
      async () => upload(server, cookie, { data: (await noisyJpeg(200, 200)).subarray(0, 200), name: "head.jpg" }),
      400,
    );
  });

  it("two images in one form", async () => {
    const form = uploadForm({ data: await plainJpeg(30, 20), name: "one.jpg" });
    form.append("image", new Blob([new Uint8Array(await plainJpeg(30, 20))], { type: "image/jpeg" }), "two.jpg");
    await expectRefusedLeavingNothing(
      () => server.app.inject({ method: "POST", url: "/upload-image", payload: form, headers: { cookie } }),
      400,
    );
  });

  it("a flood of fields", async () => {
    const fields = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`f${i}`, "x"]));
    await expectRefusedLeavingNothing(
      async () => upload(server, cookie, { data: await plainJpeg(30, 20), name: "a.jpg" }, fields),
      400,
    );
  });

  it("a form whose closing boundary never comes", async () => {
    const body =
      '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff';
    await expectRefusedLeavingNothing(
      () =>
        server.app.inject({
          method: "POST",
          url: "/upload-image",
          payload: body,
          headers: { cookie, "content-type": "multipart/form-data; boundary=xyz" },
        }),
      400,
    );
  });
});
