import { createHash } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { z } from "zod";

/** What a backup folder holds, written last as manifest.json: a folder without one is not a finished backup. */
export const MANIFEST_FILE = "manifest.json";
export const MEDIA_FOLDER = "media";
export const BACKUP_FORMAT = "salon-backup/1";

const fileEntrySchema = z.object({
  path: z.string().min(1),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type FileEntry = z.infer<typeof fileEntrySchema>;

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.iso.datetime(),
  database: fileEntrySchema.extend({
    kind: z.enum(["sqlite", "postgres"]),
    /** The app's schema version: the last migration applied to the copied database. */
    lastMigration: z.string().min(1),
  }),
  media: z.object({
    files: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
    entries: z.array(fileEntrySchema),
  }),
  /** HMAC-SHA256 of everything above under a key derived from the club's secret key (manifest-signature.ts). */
  signature: z
    .string()
    .regex(/^hmac-sha256:[0-9a-f]{64}$/)
    .optional(),
});
export type Manifest = z.infer<typeof manifestSchema>;

export class BackupError extends Error {}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest("hex");
}

export type Describe = (root: string, relative: string) => Promise<FileEntry>;

/**
 * Size and checksum of a file, named by its path relative to `root` with forward slashes. Hard links to one file are
 * read once: the answer is kept per inode (a store may link identical files, as the benchmark's seeded club does).
 */
export function fileDescriber(): Describe {
  const seen = new Map<string, Promise<{ bytes: number; sha256: string }>>();
  return async (root, relative) => {
    const file = path.join(root, ...relative.split("/"));
    const stat = await fsp.stat(file);
    const inode = `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeMs}`;
    let known = seen.get(inode);
    if (!known) {
      known = sha256Of(file).then((sha256) => ({ bytes: stat.size, sha256 }));
      if (stat.nlink > 1) seen.set(inode, known);
    }
    return { path: relative, ...(await known) };
  };
}

export const describeFile: Describe = (root, relative) => fileDescriber()(root, relative);

/** Every regular file under `root`, relative paths with forward slashes, sorted; `skip` names top-level folders to leave out. */
export async function listFiles(root: string, skip: ReadonlyArray<string> = []): Promise<string[]> {
  const entries = await fsp
    .readdir(root, { recursive: true, withFileTypes: true })
    .catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter((relative) => !skip.includes(relative.split("/")[0]!))
    .sort();
}

export async function readManifest(folder: string): Promise<Manifest> {
  let text: string;
  try {
    text = await fsp.readFile(path.join(folder, MANIFEST_FILE), "utf8");
  } catch {
    throw new BackupError(`${folder} is not a backup: it has no ${MANIFEST_FILE}.`);
  }
  const file = path.join(folder, MANIFEST_FILE);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new BackupError(`${file} is not valid JSON (${(error as Error).message}): the backup is damaged.`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new BackupError(
      `${file} is not a manifest this version understands: ${issue.path.join(".") || "the whole file"} ${issue.message}.`,
    );
  }
  return parsed.data;
}

/** Checks every file the manifest lists against its size and checksum; answers the first problem found. */
export async function verifyBackup(folder: string, manifest: Manifest): Promise<void> {
  const describe = fileDescriber();
  const listed = [
    manifest.database,
    ...manifest.media.entries.map((entry) => ({ ...entry, path: `${MEDIA_FOLDER}/${entry.path}` })),
  ];
  for (const entry of listed) {
    const actual = await describe(folder, entry.path).catch(() => undefined);
    if (!actual) throw new BackupError(`The backup is incomplete: ${entry.path} is missing.`);
    if (actual.bytes !== entry.bytes || actual.sha256 !== entry.sha256) {
      throw new BackupError(`The backup is damaged: ${entry.path} does not match its checksum.`);
    }
  }
}
