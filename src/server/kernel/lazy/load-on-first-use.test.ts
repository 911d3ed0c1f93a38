import { describe, expect, it } from "vitest";
import { loadOnFirstUse } from "./load-on-first-use.ts";

describe("loadOnFirstUse", () => {
  it("loads nothing until asked, then once for every caller", async () => {
    let loads = 0;
    const load = loadOnFirstUse(async () => ({ loaded: ++loads }));
    expect(loads).toBe(0);
    const [first, second] = await Promise.all([load(), load()]);
    expect(await load()).toBe(first);
    expect(second).toBe(first);
    expect(loads).toBe(1);
  });

  it("forgets a failed load, so the next call tries again", async () => {
    let attempts = 0;
    const load = loadOnFirstUse(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("not yet");
      return "loaded";
    });
    await expect(load()).rejects.toThrow("not yet");
    expect(await load()).toBe("loaded");
    expect(attempts).toBe(2);
  });
});
