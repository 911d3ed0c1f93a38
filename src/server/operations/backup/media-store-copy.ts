import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { contentTypeOfKey, type MediaStorage } from "../../kernel/media-storage/storage.ts";
import { BackupError, fileDescriber, type FileEntry, type Manifest } from "./manifest.ts";

/** The store's top-level prefixes that hold a club's media (the originals and the served variants, members' photos). */
const MEDIA_PREFIXES = ["images/", "originals/", "avatars/"];

async function* storedKeys(storage: MediaStorage) {
  for (const prefix of MEDIA_PREFIXES) yield* storage.list(prefix);
}

/** Whether an object store holds any of a club's media. */
export async function storeHoldsMedia(storage: MediaStorage): Promise<boolean> {
  for await (const _key of storedKeys(storage)) return true;
  return false;
}

/**
 * Copies every media object of an object store into `to` (the backup's media folder, laid out as the disk store is),
 * checksummed from the copy; an object deleted since the listing is left out.
 */
export async function copyStoreToFolder(storage: MediaStorage, to: string): Promise<FileEntry[]> {
  const entries: FileEntry[] = [];
  const describe = fileDescriber();
  for await (const key of storedKeys(storage)) {
    const object = await storage.open(key);
    if (!object) continue;
    const target = path.join(to, ...key.split("/"));
    await fsp.mkdir(path.dirname(target), { recursive: true });
    await pipeline(object.stream, fs.createWriteStream(target, { flags: "wx" }));
    entries.push(await describe(to, key));
  }
  return entries.sort((a, b) => (a.path < b.path ? -1 : 1));
}

/**
 * Puts every media file of a checked backup into an object store, then (when `replace`) removes the objects of the club
 * that was there which the backup does not list. Objects are written whole or not at all, and their keys name their
 * content, so a restore that stops midway is finished by running it again.
 */
export async function copyFolderToStore(from: string, storage: MediaStorage, manifest: Manifest, replace: boolean) {
  const listed = new Set<string>();
  for (const entry of manifest.media.entries) {
    const source = path.join(from, ...entry.path.split("/"));
    if (!source.startsWith(`${from}${path.sep}`))
      throw new BackupError(`The manifest's media file "${entry.path}" is not inside the media folder.`);
    await storage.put(entry.path, await fsp.readFile(source), contentTypeOfKey(entry.path));
    listed.add(entry.path);
  }
  if (!replace) return;
  const stale: string[] = [];
  for await (const key of storedKeys(storage)) if (!listed.has(key)) stale.push(key);
  for (const key of stale) await storage.delete(key);
}
