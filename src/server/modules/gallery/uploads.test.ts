import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_TEXTS } from "../../../shared/texts/gallery.ts";
import { actAs, startTestServer, type TestServer } from "../../../../test/server/harness/test-app.ts";
import {
  gif,
  hasGpsPointer,
  imageWithGps,
  mediaFiles,
  noisyJpeg,
  plainJpeg,
  pngBomb,
  rowCounts,
  upload,
} from "../../../../test/server/kits/gallery-test-kit.ts";

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer();
  cookie = (await actAs(server, "Standard")).cookie!;
});
afterAll(async () => {
  await server.close();
});

const fetchFile = (url: string) => server.app.inject({ method: "GET", url, headers: { cookie } });

describe("POST /upload-image: what comes out", () => {
  it.each(["jpeg", "png", "webp", "avif"] as const)(
    "strips every metadata field, GPS included, from a %s upload",
    async (format) => {
      const input = await imageWithGps(format);
      const inputMeta = await sharp(input).metadata();
      expect(inputMeta.exif && hasGpsPointer(inputMeta.exif)).toBe(true);

      const response = await upload(server, cookie, { data: input, name: `holiday.${format}` });
      expect(response.statusCode).toBe(201);
      const image = response.json();
      const stored = mediaFiles(server).filter((file) => file.includes(image.id));
      expect(stored).toHaveLength(3);
      for (const url of [image.thumbnail_url, image.display_url]) {
        const served = await fetchFile(url);
        expect(served.statusCode).toBe(200);
        const meta = await sharp(served.rawPayload).metadata();
        expect(meta.format).toBe("webp");
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(meta.iptc).toBeUndefined();
        expect(meta.icc).toBeUndefined();
        expect(served.rawPayload.includes(Buffer.from("Exif"))).toBe(false);
        expect(served.rawPayload.includes(Buffer.from("Jane Doe"))).toBe(false);
      }
      // The private original is re-encoded too: no metadata is kept anywhere.
      const originalKey = stored.find((file) => file.startsWith("originals"))!;
      const original = await sharp(`${server.config.dataDir}/media/${originalKey}`).metadata();
      expect(original.exif).toBeUndefined();
    },
  );

  it("turns an EXIF-rotated JPEG upright and reports the upright size", async () => {
    const image = (
      await upload(server, cookie, { data: await imageWithGps("jpeg", 400, 300), name: "portrait.jpg" })
    ).json();
    expect([image.width, image.height]).toEqual([300, 400]);
    expect([image.display.width, image.display.height]).toEqual([300, 400]);
    const served = await sharp((await fetchFile(image.display_url)).rawPayload).metadata();
    expect([served.width, served.height]).toEqual([300, 400]);
  });

  it("makes a ~480 px thumbnail and a ~2048 px display size of a 12-megapixel photo, with a placeholder", async () => {
    const response = await upload(
      server,
      cookie,
      { data: await plainJpeg(4000, 3000), name: "big.jpg" },
      { title: "Big" },
    );
    expect(response.statusCode).toBe(201);
    const image = response.json();
    expect([image.width, image.height]).toEqual([4000, 3000]);
    expect(image.display).toMatchObject({ width: 2048, height: 1536 });
    expect(image.thumbnail).toMatchObject({ width: 480, height: 360 });
    const thumb = await sharp((await fetchFile(image.thumbnail_url)).rawPayload).metadata();
    expect([thumb.width, thumb.height]).toEqual([480, 360]);
    expect(image.placeholder.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(image.placeholder.data_url).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/);
    expect(image.placeholder.data_url.length).toBeLessThan(1000);
  });

  it("does not enlarge a small image and takes a GIF", async () => {
    const image = (await upload(server, cookie, { data: await gif(), name: "tiny.gif", type: "image/gif" })).json();
    expect(image).toMatchObject({
      width: 64,
      height: 48,
      display: { width: 64, height: 48 },
      thumbnail: { width: 64, height: 48 },
    });
  });

  it("re-encodes a JPEG carrying HTML after its end, so nothing of the HTML is served", async () => {
    const polyglot = Buffer.concat([
      await plainJpeg(50, 50),
      Buffer.from("<html><script>alert(document.cookie)</script></html>"),
    ]);
    const response = await upload(server, cookie, { data: polyglot, name: "page.html", type: "text/html" });
    expect(response.statusCode).toBe(201);
    const served = await fetchFile(response.json().display_url);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.rawPayload.includes(Buffer.from("<script"))).toBe(false);
  });
});

describe("POST /upload-image: what is refused, leaving nothing behind", () => {
  const cases: [string, () => Promise<{ data: Buffer; name: string; type?: string }>, number, string][] = [
    [
      "a text file named .jpg",
      async () => ({ data: Buffer.from("Just some notes, not a picture at all.\n"), name: "notes.jpg" }),
      415,
      "unsupported_media_type",
    ],
    [
      "an HTML page sent as a JPEG",
      async () => ({
        data: Buffer.from("<!doctype html><html><script>alert(1)</script></html>"),
        name: "x.jpg",
        type: "image/jpeg",
      }),
      415,
      "unsupported_media_type",
    ],
    [
      "an SVG (which may carry script)",
      async () => ({
        data: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        ),
        name: "a.svg",
        type: "image/svg+xml",
      }),
      415,
      "unsupported_media_type",
    ],
    [
      "a TIFF",
      async () => ({
        data: await sharp({ create: { width: 20, height: 20, channels: 3, background: "#fff" } })
          .tiff()
          .toBuffer(),
        name: "scan.jpg",
      }),
      415,
      "unsupported_media_type",
    ],
    [
      "a truncated JPEG",
      async () => ({ data: (await noisyJpeg(600, 400)).subarray(0, 20_000), name: "cut.jpg" }),
      400,
      "bad_request",
    ],
    [
      "a decompression bomb (a tiny PNG declaring 100,000 × 100,000 pixels)",
      async () => ({ data: await pngBomb(), name: "bomb.png", type: "image/png" }),
      413,
      "payload_too_large",
    ],
    [
      "a file over 20 MB",
      async () => {
        const data = Buffer.alloc(20 * 1024 * 1024 + 10, 0x41);
        data.set([0xff, 0xd8, 0xff, 0xe0]);
        return { data, name: "huge.jpg" };
      },
      413,
      "payload_too_large",
    ],
  ];

  it.each(cases)("refuses %s", async (_label, make, status, code) => {
    const before = { rows: await rowCounts(server), files: mediaFiles(server) };
    const response = await upload(server, cookie, await make(), { tags: "refused", title: "Refused" });
    expect(response.statusCode).toBe(status);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ code, error: expect.any(String), message: expect.any(String) });
    expect(await rowCounts(server)).toEqual(before.rows);
    expect(mediaFiles(server)).toEqual(before.files);
  });

  it("names the limits in its answers", async () => {
    expect((await upload(server, cookie, { data: await pngBomb(), name: "bomb.png" })).json().error).toBe(
      IMAGE_TEXTS.tooManyPixels,
    );
    expect(
      (await upload(server, cookie, { data: Buffer.from("plain text, long enough to sniff"), name: "a.jpg" })).json()
        .error,
    ).toBe(IMAGE_TEXTS.unsupported);
  });

  it("refuses a form without the image, bad fields and a JSON body with a 4xx, changing nothing", async () => {
    const before = { rows: await rowCounts(server), files: mediaFiles(server) };
    const jpeg = { data: await plainJpeg(40, 40), name: "a.jpg" };
    expect((await upload(server, cookie, undefined, { title: "No file" })).statusCode).toBe(400);
    const tooMany = await upload(server, cookie, jpeg, {
      tags: Array.from({ length: 21 }, (_, i) => `tag${i}`).join(","),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().details[0].path).toBe("body.tags");
    expect((await upload(server, cookie, jpeg, { tags: "x".repeat(41) })).statusCode).toBe(400);
    expect((await upload(server, cookie, jpeg, { description: "d".repeat(2001) })).statusCode).toBe(400);
    const json = await server.app.inject({
      method: "POST",
      url: "/upload-image",
      payload: { image: "x" },
      headers: { cookie },
    });
    expect(json.statusCode).toBe(415);
    expect(await rowCounts(server)).toEqual(before.rows);
    expect(mediaFiles(server)).toEqual(before.files);
  });

  it("refuses anonymous uploads with 401", async () => {
    const response = await upload(server, undefined, { data: await plainJpeg(40, 40), name: "a.jpg" });
    expect(response.statusCode).toBe(401);
  });
});
