import { createHash } from "node:crypto";
import type { Metadata, Sharp, SharpConstructor } from "sharp";
import { IMAGE_LIMITS } from "../../../shared/gallery.ts";
import { IMAGE_TEXTS } from "../../../shared/texts/gallery.ts";
import { HttpError, badRequest } from "../../kernel/http/errors.ts";
import { loadOnFirstUse } from "../../kernel/lazy/load-on-first-use.ts";

// sharp brings libvips and its libraries (about 8 MB resident): loaded with the first upload, not with the server.
const loadSharp = loadOnFirstUse(() => import("sharp").then((module): SharpConstructor => module.default));

export type ImageFormat = "jpeg" | "png" | "webp" | "avif" | "gif";

export const THUMBNAIL_SIZE = 480;
export const DISPLAY_SIZE = 2048;

const MIME: Record<ImageFormat, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
};
export const EXTENSION: Record<ImageFormat, string> = {
  jpeg: "jpg",
  png: "png",
  webp: "webp",
  avif: "avif",
  gif: "gif",
};

export interface EncodedFile {
  data: Buffer;
  mime: string;
  extension: string;
  width: number;
  height: number;
  /** First 16 hex digits of the content's SHA-256: makes the file's URL content-addressed. */
  hash: string;
}

export interface ProcessedImage {
  format: ImageFormat;
  original: EncodedFile;
  thumbnail: EncodedFile;
  display: EncodedFile;
  placeholder: { color: string; dataUrl: string };
}

const unsupported = () => new HttpError(415, "unsupported_media_type", IMAGE_TEXTS.unsupported);
const tooManyPixels = () => new HttpError(413, "payload_too_large", IMAGE_TEXTS.tooManyPixels);

const FORMAT_BY_MIME: Record<string, ImageFormat> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
  "image/avif": "avif",
};

// file-type reads a file's kind from its first bytes, before libvips opens it: loaded with the first upload.
const loadFileType = loadOnFirstUse(() => import("file-type"));

/** The image format an upload's first bytes announce, whatever its name or declared type says; undefined for others. */
export async function sniffImageFormat(buffer: Buffer): Promise<ImageFormat | undefined> {
  const { fileTypeFromBuffer } = await loadFileType();
  const kind = await fileTypeFromBuffer(buffer);
  return kind && FORMAT_BY_MIME[kind.mime];
}

/** Whether libvips' own reading of the content agrees with the first bytes. */
function agrees(format: ImageFormat, metadata: Metadata) {
  if (format === "avif") return metadata.format === "heif" && metadata.compression === "av1";
  return metadata.format === format;
}

/** A few images at a time per process: a 50-megapixel decode holds about 200 MB. */
const MAX_CONCURRENT = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

async function encode(image: Sharp, format: ImageFormat, mime = MIME[format]): Promise<EncodedFile> {
  const { data, info } = await image.toBuffer({ resolveWithObject: true });
  return {
    data,
    mime,
    extension: EXTENSION[format],
    width: info.width,
    height: info.height,
    hash: createHash("sha256").update(data).digest("hex").slice(0, 16),
  };
}

const hex = (n: number) => Math.round(n).toString(16).padStart(2, "0");

/**
 * Checks an upload and makes its stored files. Every output is decoded and re-encoded by sharp, auto-oriented
 * (`rotate()`) and written without any metadata: sharp drops EXIF (GPS included), XMP, IPTC and ICC unless told
 * to keep them, which this file never does. The original is kept full size in its own format; the thumbnail and
 * the display size are WebP. Animated GIF and WebP keep their first frame.
 *
 * Throws 415 for anything but JPEG, PNG, WebP, AVIF or GIF, 413 past 50 megapixels, 400 for a damaged file.
 */
export async function processImage(buffer: Buffer): Promise<ProcessedImage> {
  return withCheckedUpload(buffer, async (sharp, format, metadata) => {
    const open = await uprightSource(sharp, buffer, metadata.orientation);
    // Both encodes at once: libvips gives each one thread, so a second free core halves the wait.
    const [original, display] = await Promise.all([
      encode(reencodeOriginal(open(), format), format),
      encode(
        open()
          .resize({ width: DISPLAY_SIZE, height: DISPLAY_SIZE, fit: "inside", withoutEnlargement: true })
          .webp({ quality: 82 }),
        "webp",
      ),
    ]);
    const thumbnail = await encode(
      sharp(display.data)
        .resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: "inside", withoutEnlargement: true })
        .webp({ quality: 72 }),
      "webp",
    );
    const tiny = await sharp(thumbnail.data)
      .resize({ width: 16, height: 16, fit: "inside" })
      .webp({ quality: 40 })
      .toBuffer();
    const { dominant } = await sharp(thumbnail.data).stats();
    return {
      format,
      original,
      display,
      thumbnail,
      placeholder: {
        color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
        dataUrl: `data:image/webp;base64,${tiny.toString("base64")}`,
      },
    };
  });
}

/** The sizes of a member's photo, in pixels a side. */
export const SQUARE_SIZES = [64, 160, 480] as const;
export type SquareSize = (typeof SQUARE_SIZES)[number];

export interface ProcessedSquare {
  /** WebP files, each a square cut from the middle of the picture. */
  files: Record<SquareSize, EncodedFile>;
  placeholder: { color: string; dataUrl: string };
}

/**
 * A member's photo: the same checks and stripping as processImage (type by content, caps, upright, no metadata
 * kept), cut to a centred square at each of SQUARE_SIZES, in WebP. No original is kept.
 */
export async function processSquareImage(buffer: Buffer): Promise<ProcessedSquare> {
  return withCheckedUpload(buffer, async (sharp, _format, metadata) => {
    const open = await uprightSource(sharp, buffer, metadata.orientation);
    const largest = await encode(
      open().resize({ width: 480, height: 480, fit: "cover", position: "centre" }).webp({ quality: 82 }),
      "webp",
    );
    const smaller = async (size: SquareSize) =>
      encode(sharp(largest.data).resize({ width: size, height: size }).webp({ quality: 80 }), "webp");
    const tiny = await sharp(largest.data).resize({ width: 16, height: 16 }).webp({ quality: 40 }).toBuffer();
    const { dominant } = await sharp(largest.data).stats();
    return {
      files: { 64: await smaller(64), 160: await smaller(160), 480: largest },
      placeholder: {
        color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
        dataUrl: `data:image/webp;base64,${tiny.toString("base64")}`,
      },
    };
  });
}

/**
 * Judges an upload by its first bytes and by libvips' reading, caps its pixels, then runs `work` in one of the
 * process's image slots. Throws 415 for anything but JPEG, PNG, WebP, AVIF or GIF, 413 past 50 megapixels, 400 for
 * a damaged file (also when `work` fails to decode it).
 */
async function withCheckedUpload<T>(
  buffer: Buffer,
  work: (sharp: SharpConstructor, format: ImageFormat, metadata: Metadata) => Promise<T>,
): Promise<T> {
  const format = await sniffImageFormat(buffer);
  if (!format) throw unsupported();

  return withSlot(async () => {
    const sharp = await loadSharp();
    let metadata: Metadata;
    try {
      metadata = await sharp(buffer, { limitInputPixels: false }).metadata();
    } catch {
      throw badRequest(IMAGE_TEXTS.unreadable);
    }
    if (!agrees(format, metadata)) throw unsupported();
    const frameHeight = metadata.pageHeight ?? metadata.height;
    if (!metadata.width || !frameHeight) throw badRequest(IMAGE_TEXTS.unreadable);
    if (metadata.width * frameHeight > IMAGE_LIMITS.maxPixels) throw tooManyPixels();
    try {
      return await work(sharp, format, metadata);
    } catch (error) {
      if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
      throw badRequest(IMAGE_TEXTS.unreadable);
    }
  });
}

/**
 * A way to open the upload turned upright. A picture stored sideways or upside down (EXIF orientation 2 to 8, as
 * phones write portraits) is decoded and turned once, into raw pixels both encodes read: turning needs the whole
 * image in memory anyway, and doing it once saves about a quarter of the work. An upright one is read by each
 * encode, streaming, without holding the whole image.
 */
async function uprightSource(
  sharp: SharpConstructor,
  buffer: Buffer,
  orientation: number | undefined,
): Promise<() => Sharp> {
  const open = () => sharp(buffer, { limitInputPixels: IMAGE_LIMITS.maxPixels, failOn: "warning" }).rotate();
  if (!orientation || orientation === 1) return open;
  const { data, info } = await open().raw().toBuffer({ resolveWithObject: true });
  return () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

function reencodeOriginal(image: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case "jpeg":
      return image.jpeg({ quality: 92 });
    case "png":
      return image.png({ compressionLevel: 6 });
    case "webp":
      return image.webp({ quality: 92 });
    case "avif":
      return image.avif({ quality: 70, effort: 2 });
    case "gif":
      return image.gif();
  }
}
