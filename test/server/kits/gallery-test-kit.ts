import fs from "node:fs";
import path from "node:path";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import type { TestServer } from "../harness/test-app.ts";
import type { imagesRepository } from "../../../src/server/modules/gallery/repository.ts";

/** Test images made with sharp, and helpers to upload them and to look at what the server stored. */

const GPS_EXIF = {
  IFD0: { Copyright: "Private person", Artist: "Jane Doe" },
  IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 26/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 39/1" },
};

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 170, g: 60, b: 90 } } });

/** An image of the given format carrying EXIF with GPS coordinates (and, for JPEG, an orientation). */
export async function imageWithGps(format: "jpeg" | "png" | "webp" | "avif", width = 400, height = 300) {
  const image = canvas(width, height).withExif(GPS_EXIF);
  if (format === "jpeg") return image.withMetadata({ orientation: 6 }).jpeg().toBuffer();
  return image[format]().toBuffer();
}

/** Noise compresses badly, so a truncated copy loses real image data. */
export const noisyJpeg = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();

/** A large image that is quick to make and slow to process: a pattern (noise this size takes sharp half a minute). */
export function patternedJpeg(width: number, height: number) {
  const raw = Buffer.alloc(width * height * 3);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    const x = pixel % width;
    const y = Math.floor(pixel / width);
    raw.writeUIntBE(((x & 255) << 16) | ((y & 255) << 8) | ((x ^ y) & 255), pixel * 3, 3);
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

export const plainJpeg = (width: number, height: number) => canvas(width, height).jpeg().toBuffer();
export const gif = () => canvas(64, 48).gif().toBuffer();

/** A tiny PNG whose header declares 100,000 × 100,000 pixels: a decompression bomb. */
export async function pngBomb() {
  const png = Buffer.from(await canvas(8, 8).png().toBuffer());
  // IHDR data starts at byte 16 (8-byte signature, 4-byte length, "IHDR"); its CRC covers type and data.
  png.writeUInt32BE(100_000, 16);
  png.writeUInt32BE(100_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** Whether an EXIF block holds a GPS IFD pointer (tag 0x8825), in either byte order. */
export const hasGpsPointer = (exif: Buffer) =>
  exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

export interface FilePart {
  data: Buffer;
  name: string;
  type?: string;
}

export function uploadForm(file: FilePart | undefined, fields: Record<string, string | string[]> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) form.append(key, v);
  if (file) form.append("image", new Blob([new Uint8Array(file.data)], { type: file.type ?? "image/jpeg" }), file.name);
  return form;
}

export function upload(
  server: TestServer,
  cookie: string | undefined,
  file: FilePart | undefined,
  fields: Record<string, string | string[]> = {},
) {
  return server.app.inject({
    method: "POST",
    url: "/upload-image",
    payload: uploadForm(file, fields),
    headers: cookie ? { cookie } : {},
  });
}

/** Every file under DATA_DIR/media, relative paths, sorted (empty folders do not count). */
export function mediaFiles(server: TestServer): string[] {
  const root = path.join(server.config.dataDir, "media");
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

export async function rowCounts(server: TestServer) {
  const db = server.database.db;
  const images = await db.selectFrom("images").select(db.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const tags = await db.selectFrom("image_tags").select(db.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return { images: Number(images.n), tags: Number(tags.n) };
}

/** An image row as the upload would store it, without files: for list tests that need many images fast. */
export function storedImageRow(i: number, uploadedBy: number, idPrefix = "0190d4a1-0000-7000-8000-") {
  const id = `${idPrefix}${String(i).padStart(12, "0")}`;
  const file = { mime: "image/webp", width: 10, height: 10, bytes: 100 };
  return {
    id,
    title: `Image ${i}`,
    name: `image-${i}.jpg`,
    description: "",
    uploaded_by: uploadedBy,
    associated_event_id: null,
    ...Object.fromEntries(
      (["original", "thumbnail", "display"] as const).flatMap((v) => [
        [`${v}_key`, `images/${id}/${String(i).padStart(16, "0")}-${v}.webp`],
        [`${v}_mime`, file.mime],
        [`${v}_width`, file.width],
        [`${v}_height`, file.height],
        [`${v}_bytes`, file.bytes],
      ]),
    ),
    placeholder_color: "#000000",
    placeholder_data_url: "data:image/webp;base64,",
    created_at: 1_700_000_000_000 + i,
  } as Parameters<ReturnType<typeof imagesRepository>["insert"]>[0];
}
