import { describe, expect, it } from "vitest";
import { createKeyedVersionedCache } from "./keyed-versioned-cache.ts";

const cache = (maxEntries: number, maxBytes: number) =>
  createKeyedVersionedCache<string>({ name: "test", maxEntries, maxBytes, sizeOf: (value) => value.length });

describe("a cache with a version per key", () => {
  it("answers a copy only at the version it was kept under, and never replaces a later copy with an earlier one", () => {
    const threads = cache(10, 1000);
    threads.store("a", 3, "three");
    expect(threads.get("a", 3)).toBe("three");
    expect(threads.get("a", 4)).toBeUndefined();
    threads.store("a", 2, "two");
    expect(threads.get("a", 3)).toBe("three");
    threads.store("a", 4, "four");
    expect(threads.get("a", 4)).toBe("four");
    expect(threads.get("a", 3)).toBeUndefined();
  });

  it("keeps within its entries and bytes, letting the least recently used go first", () => {
    const threads = cache(3, 10);
    threads.store("a", 1, "aaa");
    threads.store("b", 1, "bbb");
    threads.store("c", 1, "ccc");
    threads.get("a", 1);
    threads.store("d", 1, "d");
    expect([threads.get("a", 1), threads.get("b", 1), threads.get("c", 1), threads.get("d", 1)]).toEqual([
      "aaa",
      undefined,
      "ccc",
      "d",
    ]);
    // The four reads above leave "a" the least recently used: it goes to make room.
    threads.store("e", 1, "eeeeee");
    expect(threads.bytes).toBe(10);
    expect([threads.get("a", 1), threads.get("c", 1), threads.get("d", 1), threads.get("e", 1)]).toEqual([
      undefined,
      "ccc",
      "d",
      "eeeeee",
    ]);
    threads.store("f", 1, "x".repeat(11));
    expect(threads.get("f", 1)).toBeUndefined();
  });
});
