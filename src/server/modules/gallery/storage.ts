import { randomBytes } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** A stored object, opened for reading. */
export interface StoredObject {
  stream: Readable;
  size: number;
  contentType: string;
}

/**
 * Where media files live (docs/product/data.md#several-instances): local disk now, an S3-compatible object store later. Callers only use
 * this interface; keys are relative paths chosen by the server ("images/<id>/<hash>-thumb.webp").
 */
export interface MediaStorage {
  /** Writes the whole object or nothing. */
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** Opens an object for streaming; undefined when it does not exist. */
  open(key: string): Promise<StoredObject | undefined>;
  exists(key: string): Promise<boolean>;
  /** Removes an object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** The key of every object under a top-level prefix ("images/"). */
  list(prefix: string): AsyncIterable<string>;
  /** When an object was written (epoch ms); undefined when it does not exist. */
  writtenAt(key: string): Promise<number | undefined>;
  /** Removes writes a crashed process left half-done, begun before `before` (epoch ms); answers how many. */
  removeAbandonedWrites(before: number): Promise<number>;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9.-]*)*$/;
const CONTENT_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".gif": "image/gif",
};

export function isValidKey(key: string) {
  return key.length <= 200 && KEY_PATTERN.test(key) && !key.includes("..");
}

export function contentTypeOfKey(key: string) {
  return CONTENT_TYPES[path.extname(key)] ?? "application/octet-stream";
}

/**
 * Files under `root`. A write goes to a temporary file in `root/.tmp` and is renamed into place, so a crash or
 * a failed write never leaves a half file under its final name.
 */
export function localDiskStorage(root: string): MediaStorage {
  const tmpDir = path.join(root, ".tmp");

  function fileOf(key: string) {
    if (!isValidKey(key)) throw new Error(`invalid media key: ${key}`);
    return path.join(root, ...key.split("/"));
  }

  return {
    async put(key, body) {
      const target = fileOf(key);
      await fsp.mkdir(tmpDir, { recursive: true });
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const temp = path.join(tmpDir, `${randomBytes(12).toString("hex")}.part`);
      try {
        if (Buffer.isBuffer(body)) await fsp.writeFile(temp, body, { flag: "wx" });
        else await pipeline(body, fs.createWriteStream(temp, { flags: "wx" }));
        await fsp.rename(temp, target);
      } catch (error) {
        await fsp.rm(temp, { force: true });
        throw error;
      }
    },

    async open(key) {
      if (!isValidKey(key)) return undefined;
      const file = fileOf(key);
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(file, "r");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), size, contentType: contentTypeOfKey(key) };
    },

    async exists(key) {
      if (!isValidKey(key)) return false;
      try {
        return (await fsp.stat(fileOf(key))).isFile();
      } catch {
        return false;
      }
    },

    async delete(key) {
      const file = fileOf(key);
      await fsp.rm(file, { force: true });
      // Leave no empty folder behind (an image's files share one); rmdir refuses a folder another write is filling.
      const folder = path.dirname(file);
      if (folder !== root) await fsp.rmdir(folder).catch(() => undefined);
    },

    async *list(prefix) {
      // Walked folder by folder as it is read (opendir), not read whole first: a club's media folder holds tens of
      // thousands of files, and the sweep looks at them a batch at a time.
      for await (const file of filesUnder(path.join(root, prefix.split("/")[0]!))) {
        const key = path.relative(root, file).split(path.sep).join("/");
        if (key.startsWith(prefix) && isValidKey(key)) yield key;
      }
    },

    async writtenAt(key) {
      if (!isValidKey(key)) return undefined;
      return (await fsp.stat(fileOf(key)).catch(() => undefined))?.mtimeMs;
    },

    async removeAbandonedWrites(before) {
      let removed = 0;
      const names = await fsp.readdir(tmpDir).catch(() => [] as string[]);
      for (const name of names) {
        const file = path.join(tmpDir, name);
        const stat = await fsp.stat(file).catch(() => undefined);
        if (!stat || stat.mtimeMs >= before) continue;
        await fsp.rm(file, { force: true });
        removed += 1;
      }
      return removed;
    },
  };
}

/** Every file under `folder`, depth first, as the folders are read; a folder removed meanwhile is skipped. */
async function* filesUnder(folder: string): AsyncGenerator<string> {
  let dir: fs.Dir;
  try {
    dir = await fsp.opendir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  for await (const entry of dir) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (entry.isFile()) yield file;
  }
}

/** The storage the app uses: local disk under DATA_DIR/media (an S3-compatible driver would be chosen here). */
export function createMediaStorage(config: { dataDir: string }): MediaStorage {
  return localDiskStorage(path.join(config.dataDir, "media"));
}
