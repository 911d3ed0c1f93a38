import { countCacheLookup } from "../../observability/metrics.ts";

/**
 * Like versioned-cache.ts, for data with a version per thing rather than one for all (a change_versions row each, such as
 * one comment thread's, migration 0015): a write to one thing leaves the other copies alone. The version is read before
 * the data it covers, and a copy is kept only under the version read before it, never over a copy of a later version; a
 * copy is used only while its thing's version is still the one it was kept under. Bounded by entries and by bytes: the
 * least recently used go first, and a value larger than the whole budget is not kept.
 */
export function createKeyedVersionedCache<T>(bounds: {
  /** What the metrics call it (salon_cache_lookups_total). */
  name: string;
  maxEntries: number;
  maxBytes: number;
  sizeOf: (value: T) => number;
}) {
  const entries = new Map<string, { version: number; value: T; bytes: number }>();
  let bytes = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  return {
    /** The copy kept for `key`, if it was made at `version`. */
    get(key: string, version: number): T | undefined {
      const entry = entries.get(key);
      countCacheLookup(bounds.name, entry?.version === version);
      if (entry?.version !== version) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    /** Keeps a value read after `readVersion` was read, unless a copy of a later version is kept already. */
    store(key: string, readVersion: number, value: T) {
      const kept = entries.get(key);
      if (kept && kept.version > readVersion) return;
      remove(key);
      const size = bounds.sizeOf(value);
      if (size > bounds.maxBytes) return;
      while (entries.size >= bounds.maxEntries || bytes + size > bounds.maxBytes) remove(entries.keys().next().value!);
      entries.set(key, { version: readVersion, value, bytes: size });
      bytes += size;
    },
    /** What the kept copies hold, in bytes as `sizeOf` counts them. */
    get bytes() {
      return bytes;
    },
  };
}

export type KeyedVersionedCache<T> = ReturnType<typeof createKeyedVersionedCache<T>>;
