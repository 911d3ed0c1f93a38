import { describe, expect, it } from "vitest";
import { createVersionedCache } from "./versioned-cache.ts";

describe("createVersionedCache", () => {
  const window = { events: [], complete: true };

  it("keeps a window only under the version read before it, and starts over when the version moves on", () => {
    const cache = createVersionedCache("test");
    cache.align(1);
    cache.store(1, "a", window);
    expect(cache.get("a")).toBe(window);
    cache.align(2);
    expect(cache.get("a")).toBeUndefined();
    // Read under version 1 while another reader had already seen version 2: not kept.
    cache.store(1, "b", window);
    expect(cache.get("b")).toBeUndefined();
  });

  it("lets the oldest window go when full", () => {
    const cache = createVersionedCache("test", 2);
    cache.align(1);
    for (const key of ["a", "b", "c"]) cache.store(1, key, window);
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual([undefined, window, window]);
  });
});
