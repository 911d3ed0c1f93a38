import { describe, expect, it } from "vitest";
import { createConcurrencyLimit } from "./concurrency-limit.ts";

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("concurrency limit", () => {
  it("runs at most N tasks at once, starts the waiting ones in arrival order, and runs every one", async () => {
    const limit = createConcurrencyLimit(2);
    const gates = Array.from({ length: 6 }, deferred);
    const started: number[] = [];
    let running = 0;
    let mostAtOnce = 0;
    const results = gates.map((gate, i) =>
      limit.run(async () => {
        started.push(i);
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await gate.promise;
        running -= 1;
        return i * 10;
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    expect([limit.active, limit.waiting]).toEqual([2, 4]);

    gates[1]!.resolve();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    expect([limit.active, limit.waiting]).toEqual([2, 3]);

    for (const gate of gates) gate.resolve();
    expect(await Promise.all(results)).toEqual([0, 10, 20, 30, 40, 50]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(mostAtOnce).toBe(2);
    expect([limit.active, limit.waiting]).toEqual([0, 0]);
  });

  it("gives the turn of a failing task to the next one and passes the failure to its caller", async () => {
    const limit = createConcurrencyLimit(1);
    const failing = limit.run(() => Promise.reject(new Error("hash failed")));
    const next = limit.run(async () => "next ran");
    await expect(failing).rejects.toThrow("hash failed");
    expect(await next).toBe("next ran");
    expect([limit.active, limit.waiting]).toEqual([0, 0]);
  });

  it("refuses a limit below one", () => {
    expect(() => createConcurrencyLimit(0)).toThrow(RangeError);
  });
});
