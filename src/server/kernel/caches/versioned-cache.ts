import { countCacheLookup } from "../../observability/metrics.ts";

/**
 * What a list shows every viewer alike, kept in this process while the database's version of that data (the
 * change_versions row its triggers bump, migrations 0011 and 0012) stays the same. The version is read before the data it
 * covers, and data is stored only under the version read before it, so a copy is never labelled newer than what it
 * holds; any write, from any instance or an operator's SQL, moves the version on and the next reader starts over
 * (nothing only one process knows: docs/product/data.md#several-instances). Bounded: the oldest entry goes first.
 */
export function createVersionedCache<T>(name: string, maxEntries = 100) {
  let version: number | undefined;
  const entries = new Map<string, T>();
  return {
    /** Starts over when the version has moved on since the copies were made. */
    align(current: number) {
      if (current === version) return;
      entries.clear();
      version = current;
    },
    get(key: string): T | undefined {
      const value = entries.get(key);
      countCacheLookup(name, value !== undefined);
      return value;
    },
    /** Keeps a value read after `readVersion` was read, unless the version has moved on since. */
    store(readVersion: number, key: string, value: T) {
      if (readVersion !== version) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, value);
    },
  };
}

export type VersionedCache<T> = ReturnType<typeof createVersionedCache<T>>;
