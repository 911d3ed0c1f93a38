import fsp from "node:fs/promises";
import path from "node:path";
import type { Config } from "../../config.ts";
import { migrations } from "../../kernel/database/migrations/index.ts";
import { databaseHasData, loadDatabase } from "./database-copy.ts";
import {
  BackupError,
  MEDIA_FOLDER,
  describeFile,
  listFiles,
  readManifest,
  verifyBackup,
  type Manifest,
} from "./manifest.ts";
import { checkImageFilesListed, checkManifestItself, checkPlainFiles } from "./manifest-checks.ts";
import { checkManifestSignature } from "./manifest-signature.ts";
import { createMediaStorage } from "../../kernel/media-storage/storage.ts";
import { copyFolderToStore, storeHoldsMedia } from "./media-store-copy.ts";

export interface RestoreOptions {
  /** Replace a club that is already there: its SQLite file and media folder are moved aside, its PostgreSQL tables dropped. */
  force?: boolean;
  /** Restore a manifest without a signature, or one this secret key does not give (the operator vouches for it). */
  acceptUnsigned?: boolean;
  now?: Date;
}

/**
 * Brings a backup back into the configured place (DATA_DIR and the database), which should not be in use: stop the
 * app first. Everything is checked before anything changes: the manifest's signature (SECRET_KEY, or the key in
 * DATA_DIR, must be the one the backup was made with), the manifest (every path a plain one inside the backup,
 * its totals, every file a plain file), every checksum, that every image of the database copy has its files listed,
 * that this version of the app knows the backup's schema version, and that the target is empty unless `force` is given. The app migrates the
 * restored database forward at its next start.
 */
export async function restoreBackup(
  config: Pick<Config, "database" | "dataDir" | "media" | "secretKey">,
  folder: string,
  options: RestoreOptions = {},
): Promise<Manifest> {
  const manifest = await readManifest(folder);
  checkManifestSignature(config, manifest, options.acceptUnsigned ?? false);
  if (manifest.database.kind !== config.database.kind) {
    throw new BackupError(
      `This is a ${manifest.database.kind} backup; the configured database is ${config.database.kind}.`,
    );
  }
  if (!(manifest.database.lastMigration in migrations)) {
    throw new BackupError(
      `This backup comes from a newer version of the app (schema ${manifest.database.lastMigration}); update the app first.`,
    );
  }
  checkManifestItself(manifest);
  await checkPlainFiles(folder, manifest);
  await verifyBackup(folder, manifest);
  await checkImageFilesListed(
    manifest.database.kind,
    path.join(folder, manifest.database.path),
    manifest.media.entries,
  );

  const mediaRoot = path.join(config.dataDir, "media");
  const store = config.media.kind === "s3" ? createMediaStorage(config) : undefined;
  try {
    await store?.check();
    const occupied = [
      ...((await databaseHasData(config.database)) ? ["the database"] : []),
      ...(store
        ? (await storeHoldsMedia(store))
          ? [`the media bucket ${config.media.kind === "s3" ? config.media.bucket : ""}`]
          : []
        : (await listFiles(mediaRoot)).length > 0
          ? [mediaRoot]
          : []),
    ];
    if (occupied.length > 0 && !options.force) {
      throw new BackupError(
        `Not restoring: ${occupied.join(" and ")} already hold${occupied.length === 1 ? "s" : ""} data. Use --force to replace it.`,
      );
    }

    const stamp = (options.now ?? new Date()).toISOString().replace(/[-:.]/g, "");
    await fsp.mkdir(config.dataDir, { recursive: true });
    await loadDatabase(config.database, path.join(folder, manifest.database.path), {
      replace: occupied.length > 0,
      stamp,
    });
    if (store) {
      await copyFolderToStore(path.join(folder, MEDIA_FOLDER), store, manifest, occupied.length > 0);
      return manifest;
    }
    if (await fsp.stat(mediaRoot).catch(() => undefined)) await fsp.rename(mediaRoot, `${mediaRoot}.replaced-${stamp}`);
    await copyMediaBack(path.join(folder, MEDIA_FOLDER), mediaRoot, manifest);
    return manifest;
  } finally {
    store?.close();
  }
}

/**
 * Copies the media into a staging folder, checks each copy against the manifest, then renames it into place. Files
 * with the same checksum are identical, and media files are never changed in place, so they are restored as hard
 * links to one copy (the backup linked them too).
 */
async function copyMediaBack(from: string, to: string, manifest: Manifest) {
  const staging = `${to}.restoring`;
  await fsp.rm(staging, { recursive: true, force: true });
  await fsp.mkdir(staging, { recursive: true });
  const restoredByChecksum = new Map<string, string>();
  for (const entry of manifest.media.entries) {
    const target = path.join(staging, ...entry.path.split("/"));
    // Checked before anything was written (manifest-checks.ts); checked again where it matters.
    if (!target.startsWith(`${staging}${path.sep}`))
      throw new BackupError(`The manifest's media file "${entry.path}" is not inside the media folder.`);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const same = restoredByChecksum.get(entry.sha256);
    if (same) {
      await fsp.link(same, target);
      continue;
    }
    await fsp.copyFile(path.join(from, ...entry.path.split("/")), target);
    const copied = await describeFile(staging, entry.path);
    if (copied.sha256 !== entry.sha256)
      throw new BackupError(`The restored ${entry.path} does not match its checksum.`);
    restoredByChecksum.set(entry.sha256, target);
  }
  await fsp.rename(staging, to);
}
