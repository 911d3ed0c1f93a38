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

  // Keys are "<prefix><image id>/<file>". Only files no row names are looked at closer (their age).
  const keysByImage = new Map<string, string[]>();
  for (const prefix of IMAGE_PREFIXES) {
    for await (const key of storage.list(prefix)) {
      const id = key.split("/")[1]!;
      const keys = keysByImage.get(id);
      if (keys) keys.push(key);
      else keysByImage.set(id, [key]);
    }
  }
  const stored = await imagesRepository(db).storedKeysOf([...keysByImage.keys()]);
  let orphanedFiles = 0;
  for (const key of [...keysByImage.values()].flat()) {
    if (stored.has(key)) continue;
    const writtenAt = await storage.writtenAt(key);
    if (writtenAt === undefined || writtenAt >= before) continue;
    await storage.delete(key);
    orphanedFiles += 1;
  }
  return { abandonedWrites, orphanedFiles };
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
