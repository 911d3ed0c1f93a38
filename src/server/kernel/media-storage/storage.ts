import { randomBytes } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Config } from "../../config.ts";
import { HttpError } from "../http/errors.ts";
import { s3Storage } from "./s3-storage.ts";
import { contentTypeOfKey, isValidKey, MediaStoreError, type MediaStorage } from "./storage-contract.ts";

export {
  contentTypeOfKey,
  isValidKey,
  MediaStoreError,
  type MediaStorage,
  type StoredObject,
} from "./storage-contract.ts";
import { IMAGE_TEXTS } from "../../../shared/texts/gallery.ts";

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

    async check() {
      try {
        // Nothing is created here (an empty media folder would read as a DATA_DIR used before: sqlite-file-check.ts):
        // the folder, or the nearest one above it that exists, must take writes.
        let folder = root;
        while (!fs.existsSync(folder) && path.dirname(folder) !== folder) folder = path.dirname(folder);
        await fsp.access(folder, fs.constants.W_OK);
      } catch (error) {
        throw new MediaStoreError(
          `Media store: cannot write to ${root} (${(error as NodeJS.ErrnoException).code ?? String(error)}); check DATA_DIR`,
        );
      }
    },

    close() {},
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

/** The storage the app uses: local disk under DATA_DIR/media, or the S3-compatible bucket MEDIA_STORE=s3 names. */
export function createMediaStorage(config: Pick<Config, "dataDir" | "media">): MediaStorage {
  return answeringUnavailable(
    config.media.kind === "s3" ? s3Storage(config.media) : localDiskStorage(path.join(config.dataDir, "media")),
  );
}

export const mediaStoreUnavailable = () =>
  new HttpError(503, "unavailable", IMAGE_TEXTS.storeUnavailable, {
    headers: { "retry-after": "10" },
  });

/**
 * A store that fails while the app runs (a bucket unreachable, a disk gone) answers 503 with Retry-After to what
 * needs media, and nothing else: every other route keeps answering.
 */
export function answeringUnavailable(storage: MediaStorage): MediaStorage {
  const guard =
    <A extends unknown[], R>(operation: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await operation(...args);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        // A full disk is said as such (507, plugins/errors.ts); a key the server made wrong is a bug, not an outage.
        if (
          error instanceof HttpError ||
          code === "ENOSPC" ||
          code === "EDQUOT" ||
          /invalid media key/.test(String(error))
        )
          throw error;
        throw Object.assign(mediaStoreUnavailable(), { cause: error });
      }
    };
  return {
    ...storage,
    put: guard(storage.put),
    open: guard(storage.open),
    exists: guard(storage.exists),
    delete: guard(storage.delete),
    writtenAt: guard(storage.writtenAt),
  };
}
