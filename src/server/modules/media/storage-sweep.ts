import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database.ts";
import { imagesRepository } from "./repository.ts";
import type { MediaStorage } from "./storage.ts";

/**
 * Files are written before their row (service.ts), so a process killed mid-upload can leave a half-written
 * temporary file, or whole files no row names. Nothing serves them; this sweep removes them. It only touches what
 * is older than any upload could still be working on, as another instance may be writing to the same storage.
 */
export const ABANDONED_AFTER_MS = 10 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const IMAGE_PREFIXES = ["originals/", "images/"];

export async function sweepMediaStorage(db: Db, storage: MediaStorage, now = Date.now()) {
  const before = now - ABANDONED_AFTER_MS;
  const abandonedWrites = await storage.removeAbandonedWrites(before);

  // Keys are "<prefix><image id>/<file>"; an image's files are kept while any of them is recent.
  const byImage = new Map<string, { keys: string[]; newest: number }>();
  for (const prefix of IMAGE_PREFIXES) {
    for await (const { key, writtenAt } of storage.list(prefix)) {
      const id = key.split("/")[1]!;
      const entry = byImage.get(id) ?? { keys: [], newest: 0 };
      entry.keys.push(key);
      entry.newest = Math.max(entry.newest, writtenAt);
      byImage.set(id, entry);
    }
  }
  const settled = [...byImage].filter(([, entry]) => entry.newest < before);
  const stored = await imagesRepository(db).storedKeysOf(settled.map(([id]) => id));
  const orphans = settled.flatMap(([, entry]) => entry.keys.filter((key) => !stored.has(key)));
  for (const key of orphans) await storage.delete(key);
  return { abandonedWrites, orphanedFiles: orphans.length };
}

/** Sweeps once at start, then every hour, in the background; stop() waits for a sweep under way. */
export function startMediaSweep(db: Db, storage: MediaStorage, log: FastifyBaseLogger) {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running
      .then(() => sweepMediaStorage(db, storage))
      .then(
        (removed) => {
          if (removed.abandonedWrites + removed.orphanedFiles > 0) log.info(removed, "media sweep removed what crashed uploads left");
        },
        (error: unknown) => log.error({ err: error }, "media sweep failed"),
      );
  };
  run();
  const timer = setInterval(run, SWEEP_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
