import { randomBytes } from "node:crypto";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Config } from "../../config.ts";
import { DATABASE_FILES, dumpDatabase } from "./database-copy.ts";
import { checkImageFilesListed } from "./manifest-checks.ts";
import { createMediaStorage } from "../../kernel/media-storage/storage.ts";
import { copyStoreToFolder } from "./media-store-copy.ts";
import { signManifest } from "./manifest-signature.ts";
import {
  BACKUP_FORMAT,
  BackupError,
  MANIFEST_FILE,
  MEDIA_FOLDER,
  describeFile,
  fileDescriber,
  listFiles,
  type FileEntry,
  type Manifest,
} from "./manifest.ts";

/** The media storage's scratch folder: half-written uploads, never part of a backup. */
const STORAGE_SCRATCH = ".tmp";

/** `backups/salon-20261122-031500` under the working folder, for a backup taken now. */
export function defaultBackupFolder(now = new Date()) {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return path.resolve("backups", `salon-${stamp}`);
}

/**
 * Writes a backup of the configured club into `folder` (which must not exist): the database first, as one
 * consistent moment, then the media files. Images are only ever added or removed, never changed, and their files
 * are written before their row, so every image in the copied database has its files in the backup unless it was
 * deleted during the backup. Everything goes into a hidden folder renamed into place once the manifest is
 * written, so an interrupted backup never looks finished. The manifest is signed with the club's secret key.
 */
export async function createBackup(
  config: Pick<Config, "database" | "dataDir" | "media" | "secretKey">,
  folder: string,
): Promise<Manifest> {
  if (await fsp.stat(folder).catch(() => undefined))
    throw new BackupError(`${folder} already exists; choose another folder.`);
  await fsp.mkdir(path.dirname(folder), { recursive: true });
  const work = path.join(path.dirname(folder), `.${path.basename(folder)}.partial-${randomBytes(4).toString("hex")}`);
  await fsp.mkdir(path.join(work, MEDIA_FOLDER), { recursive: true });
  try {
    const createdAt = new Date().toISOString();
    const databaseFile = DATABASE_FILES[config.database.kind];
    const lastMigration = await dumpDatabase(config.database, path.join(work, databaseFile));
    const entries =
      config.media.kind === "s3"
        ? await copyFromStore(config, path.join(work, MEDIA_FOLDER))
        : await copyMedia(path.join(config.dataDir, "media"), path.join(work, MEDIA_FOLDER));
    // A restore refuses an image without its files; a backup that has one (the image was deleted meanwhile) is no backup.
    await checkImageFilesListed(config.database.kind, path.join(work, databaseFile), entries).catch(
      (error: unknown) => {
        throw error instanceof BackupError
          ? new BackupError(`${error.message} (an image was deleted while the backup ran: run it again)`)
          : error;
      },
    );
    const manifest = signManifest(config, {
      format: BACKUP_FORMAT,
      createdAt,
      database: { kind: config.database.kind, lastMigration, ...(await describeFile(work, databaseFile)) },
      media: { files: entries.length, bytes: entries.reduce((sum, entry) => sum + entry.bytes, 0), entries },
    });
    await fsp.writeFile(path.join(work, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await fsp.rename(work, folder);
    return manifest;
  } catch (error) {
    await fsp.rm(work, { recursive: true, force: true });
    throw error;
  }
}

async function copyFromStore(config: Pick<Config, "dataDir" | "media">, to: string) {
  const storage = createMediaStorage(config);
  try {
    await storage.check();
    return await copyStoreToFolder(storage, to);
  } finally {
    storage.close();
  }
}

/**
 * Copies every media file, checksummed from the copy; a file deleted since the listing is left out. Hard links in
 * the store stay hard links in the backup, so a store of linked files does not grow when copied.
 */
async function copyMedia(from: string, to: string): Promise<FileEntry[]> {
  const entries: FileEntry[] = [];
  const describe = fileDescriber();
  const copiedInodes = new Map<string, string>();
  for (const relative of await listFiles(from, [STORAGE_SCRATCH])) {
    const source = path.join(from, ...relative.split("/"));
    const target = path.join(to, ...relative.split("/"));
    await fsp.mkdir(path.dirname(target), { recursive: true });
    try {
      const stat = await fsp.stat(source);
      const inode = `${stat.dev}:${stat.ino}`;
      const linkedTo = stat.nlink > 1 ? copiedInodes.get(inode) : undefined;
      if (linkedTo) await fsp.link(linkedTo, target);
      else await fsp.copyFile(source, target);
      if (stat.nlink > 1 && !linkedTo) copiedInodes.set(inode, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw error;
    }
    entries.push(await describe(to, relative));
  }
  return entries;
}
