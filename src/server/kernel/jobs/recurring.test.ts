import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startRecurringJobs, type JobLog } from "./recurring.ts";

const recordingLog = () => {
  const lines: { level: "info" | "error"; object: object; message: string }[] = [];
  const log: JobLog = {
    info: (object, message) => lines.push({ level: "info", object, message }),
    error: (object, message) => lines.push({ level: "error", object, message }),
  };
  return { log, lines };
};

describe("recurring jobs", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs a job at start and every interval, one run at a time, and logs what its report says", async () => {
    const { log, lines } = recordingLog();
    let active = 0;
    let mostAtOnce = 0;
    let runs = 0;
    const jobs = startRecurringJobs(log, [
      {
        name: "reminders",
        everyMs: 1000,
        run: async () => {
          active += 1;
          mostAtOnce = Math.max(mostAtOnce, active);
          await new Promise((resolve) => setTimeout(resolve, 2500));
          active -= 1;
          runs += 1;
          return runs;
        },
        report: (count: number) => (count % 2 === 0 ? { queued: count } : undefined),
      },
    ]);
    await vi.advanceTimersByTimeAsync(10_000);
    const stopping = jobs.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    await stopping;
    expect(mostAtOnce).toBe(1);
    expect(runs).toBeGreaterThanOrEqual(4);
    expect(lines.filter((line) => line.level === "info").map((line) => line.object)).toContainEqual({ queued: 2 });
    expect(lines.every((line) => line.message === "reminders")).toBe(true);
  });

  it("logs a failed run with the job's name and runs again at the next interval", async () => {
    const { log, lines } = recordingLog();
    let calls = 0;
    const jobs = startRecurringJobs(log, [
      {
        name: "digests",
        everyMs: 1000,
        run: async () => {
          calls += 1;
          if (calls === 1) throw new Error("database away");
          return calls;
        },
        report: (count: number) => ({ queued: count }),
      },
    ]);
    await vi.advanceTimersByTimeAsync(1000);
    await jobs.stop();
    expect(lines[0]).toMatchObject({ level: "error", message: "digests failed" });
    expect(lines[1]).toEqual({ level: "info", object: { queued: 2 }, message: "digests" });
  });

  it("waits for its first interval when asked not to run at start, and stop() waits for the run under way", async () => {
    const { log } = recordingLog();
    const started: number[] = [];
    let finished = false;
    const jobs = startRecurringJobs(log, [
      {
        name: "gathered emails",
        everyMs: 1000,
        atStart: false,
        run: async () => {
          started.push(Date.now());
          await new Promise((resolve) => setTimeout(resolve, 500));
          finished = true;
        },
      },
    ]);
    const begun = Date.now();
    await vi.advanceTimersByTimeAsync(999);
    expect(started).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual([begun + 1000]);
    const stopping = jobs.stop();
    await vi.advanceTimersByTimeAsync(500);
    await stopping;
    expect(finished).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(started).toHaveLength(1);
  });
});
