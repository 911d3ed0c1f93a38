// What a manifest must be before a restore trusts it (docs/product/data.md#backups): every path a plain path inside its
// folder, nothing listed twice, the totals those of its entries, every file a plain file (no symbolic link on the way),
// and every file the database copy refers to listed. Each check answers one line naming what is wrong.
import fsp from "node:fs/promises";
import path from "node:path";
import { DATABASE_FILES, imageFilesIn } from "./database-copy.ts";
import { BackupError, MEDIA_FOLDER, type FileEntry, type Manifest } from "./manifest.ts";

/** A relative path with forward slashes, none of whose segments is empty, "." or ".."; no backslash or control character. */
export function isPlainRelativePath(text: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(text)) return false;
  return text.split("/").every((segment) => segment !== "" && segment !== "." && segment !== "..");
}

/** The manifest on its own: paths, duplicates and totals. */
export function checkManifestItself(manifest: Manifest): void {
  const expected = DATABASE_FILES[manifest.database.kind];
  if (manifest.database.path !== expected) {
    throw new BackupError(
      `The manifest's database file "${manifest.database.path}" is not ${expected}: refusing a path outside the backup.`,
    );
  }
  const seen = new Set<string>();
  let bytes = 0;
  for (const entry of manifest.media.entries) {
    if (!isPlainRelativePath(entry.path)) {
      throw new BackupError(
        `The manifest's media file "${entry.path}" is not a plain path inside the media folder: refusing to restore it.`,
      );
    }
    if (seen.has(entry.path)) throw new BackupError(`The manifest lists media file "${entry.path}" twice.`);
    seen.add(entry.path);
    bytes += entry.bytes;
  }
  if (manifest.media.files !== manifest.media.entries.length) {
    throw new BackupError(
      `The manifest says ${manifest.media.files} media files but lists ${manifest.media.entries.length}.`,
    );
  }
  if (manifest.media.bytes !== bytes) {
    throw new BackupError(`The manifest says ${manifest.media.bytes} media bytes but its files add up to ${bytes}.`);
  }
}

/** Every listed file is a plain file reached through plain folders: a symbolic link could lead anywhere. */
export async function checkPlainFiles(folder: string, manifest: Manifest): Promise<void> {
  const listed = [manifest.database.path, ...manifest.media.entries.map((entry) => `${MEDIA_FOLDER}/${entry.path}`)];
  const checkedFolders = new Set<string>();
  for (const relative of listed) {
    const segments = relative.split("/");
    for (let depth = 1; depth <= segments.length; depth += 1) {
      const step = segments.slice(0, depth).join("/");
      const last = depth === segments.length;
      if (!last && checkedFolders.has(step)) continue;
      const stat = await fsp.lstat(path.join(folder, ...segments.slice(0, depth))).catch(() => undefined);
      if (!stat) throw new BackupError(`The backup is incomplete: ${relative} is missing.`);
      if (stat.isSymbolicLink())
        throw new BackupError(`The backup's ${step} is a symbolic link; a backup holds only plain files and folders.`);
      if (last ? !stat.isFile() : !stat.isDirectory())
        throw new BackupError(`The backup's ${step} is not a plain ${last ? "file" : "folder"}.`);
      if (!last) checkedFolders.add(step);
    }
  }
}

/** Every file of every image in the database copy is listed (a missing entry would restore the image without it). */
export async function checkImageFilesListed(
  databaseKind: Manifest["database"]["kind"],
  databaseFile: string,
  entries: ReadonlyArray<FileEntry>,
): Promise<void> {
  const listed = new Set(entries.map((entry) => entry.path));
  for (const image of await imageFilesIn(databaseKind, databaseFile)) {
    const missing = image.keys.find((key) => !listed.has(key));
    if (missing !== undefined)
      throw new BackupError(
        `The backup is incomplete: its database holds image ${image.id}, whose file ${missing} the backup does not list.`,
      );
  }
}
