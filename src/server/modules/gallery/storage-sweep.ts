import type { Db } from "../../kernel/database/database.ts";
import { imagesRepository } from "./repository.ts";
import type { MediaStorage } from "../../kernel/media-storage/storage.ts";
import type { RecurringJob } from "../../kernel/jobs/recurring.ts";

/**
 * Files are written before their row (service.ts), so a process killed mid-upload can leave a half-written
 * temporary file, or whole files no row names. Nothing serves them; this sweep removes them. It only touches what
 * is older than any upload could still be working on, as another instance may be writing to the same storage.
 */
export const ABANDONED_AFTER_MS = 10 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const IMAGE_PREFIXES = ["originals/", "images/"];

/** Image folders looked up at a time: the listing is read as it comes, so memory stays the same whatever the club's size. */
export const SWEEP_BATCH_IMAGES = 250;

export async function sweepMediaStorage(
  db: Db,
  storage: MediaStorage,
  now = Date.now(),
  batchImages = SWEEP_BATCH_IMAGES,
) {
  const before = now - ABANDONED_AFTER_MS;
  const abandonedWrites = await storage.removeAbandonedWrites(before);
  const images = imagesRepository(db);

  // Keys are "<prefix><image id>/<file>". Only files no row names are looked at closer (their age). A batch's files are
  // judged against its own images' rows, so an image whose files fall in two batches is looked up in both.
  let orphanedFiles = 0;
  let batch: string[] = [];
  let ids = new Set<string>();
  const sweepBatch = async () => {
    const stored = await images.storedKeysOf([...ids]);
    for (const key of batch) {
      if (stored.has(key)) continue;
      const writtenAt = await storage.writtenAt(key);
      if (writtenAt === undefined || writtenAt >= before) continue;
      await storage.delete(key);
      orphanedFiles += 1;
    }
    batch = [];
    ids = new Set();
  };
  for (const prefix of IMAGE_PREFIXES) {
    for await (const key of storage.list(prefix)) {
      const id = key.split("/")[1]!;
      if (!ids.has(id) && ids.size === batchImages) await sweepBatch();
      ids.add(id);
      batch.push(key);
    }
  }
  if (batch.length > 0) await sweepBatch();
  return { abandonedWrites, orphanedFiles };
}

/** Sweeps once at start, then every hour, on each instance. */
export function mediaSweepJob(
  db: Db,
  storage: MediaStorage,
): RecurringJob<Awaited<ReturnType<typeof sweepMediaStorage>>> {
  return {
    name: "media sweep",
    everyMs: SWEEP_EVERY_MS,
    run: () => sweepMediaStorage(db, storage),
    report: (removed) => (removed.abandonedWrites + removed.orphanedFiles > 0 ? removed : undefined),
  };
}
