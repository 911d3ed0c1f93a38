import { describe, expect, it } from "vitest";

describe("zod without eval", () => {
  it("is set before zod loads, and zod reads it", async () => {
    await import("./zod-without-eval.ts");
    const { config } = await import("zod");
    expect(config().jitless).toBe(true);
  });
});
