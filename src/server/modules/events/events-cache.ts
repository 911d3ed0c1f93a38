import type { EventRow } from "./repository.ts";

/** One event as every viewer sees it: its row, who takes part, and its answer written once as JSON. */
export interface CachedEvent {
  row: EventRow;
  participantIds: ReadonlySet<number>;
  /** JSON.stringify(toSharedEvent(…)) without its closing brace, so each viewer's fields can follow; encoded once. */
  sharedJson: Buffer;
}

/** The events of one list window (from, to, cursor, order, size), whoever may see them, in list order. */
export interface CachedWindow {
  events: readonly CachedEvent[];
  /** False when the window holds more events than were read. */
  complete: boolean;
}

/**
 * What the lists of events show every viewer alike, kept in this process while the database's events version
 * (migration 0011) stays the same. The version is read before the data it covers, and data is stored only under the
 * version read before it, so a copy is never newer-labelled than what it holds; any write, from any instance, moves
 * the version on and the next reader starts over. Bounded: the oldest window goes first.
 */
export function createEventsCache(maxWindows = 100) {
  let version: number | undefined;
  const windows = new Map<string, CachedWindow>();
  return {
    /** Starts over when the version has moved on since the copies were made. */
    align(current: number) {
      if (current === version) return;
      windows.clear();
      version = current;
    },
    window(key: string): CachedWindow | undefined {
      return windows.get(key);
    },
    /** Keeps a window read after `readVersion` was read, unless the version has moved on since. */
    store(readVersion: number, key: string, window: CachedWindow) {
      if (readVersion !== version) return;
      if (windows.size >= maxWindows) windows.delete(windows.keys().next().value!);
      windows.set(key, window);
    },
  };
}

export type EventsCache = ReturnType<typeof createEventsCache>;
