import { describe, expect, it } from "vitest";
import type { Plugin } from "vite";
import { buildProgress, formatDuration } from "./build-progress.ts";

/** A build as vite.config.ts's buildApp runs it, with a clock the test moves: the client, the prerender entry, the rest. */
function simulateBuild(isTTY: boolean) {
  const written: string[] = [];
  let clock = 0;
  const progress = buildProgress({ out: { isTTY, write: (text: string) => written.push(text) }, now: () => clock });
  const hook = (name: "buildStart" | "load" | "renderChunk" | "closeBundle", environment: string) =>
    (progress.plugin[name] as (this: unknown, ...args: unknown[]) => unknown).call({
      environment: { name: environment },
    });
  const bundle = (environment: string, modules: number, chunks: number, ms: number) => {
    hook("buildStart", environment);
    for (let i = 0; i < modules; i++) {
      hook("load", environment);
      clock += ms / modules / 2;
    }
    for (let i = 0; i < chunks; i++) {
      hook("renderChunk", environment);
      clock += ms / chunks / 2;
    }
    hook("closeBundle", environment);
  };
  bundle("client", 1234, 64, 52_000);
  bundle("ssr", 243, 55, 6_500);
  clock += 12_300;
  progress.finish();
  return written.join("");
}

/** What a terminal shows once the output is written: "\r" and "clear the line" start the line again. */
const onScreen = (output: string) => output.split("\n").map((line) => line.split("\r\x1b[2K").at(-1));

describe("the web build's progress", () => {
  it("prints one line per finished step and the whole build's time to a log", () => {
    expect(simulateBuild(false).split("\n")).toEqual([
      "  [1/3] The browser app: 1,234 modules, 64 chunks (52 s)",
      "  [2/3] The prerender entry: 243 modules, 55 chunks (6.5 s)",
      "  [3/3] Public pages prerendered, files compressed (12 s)",
      "Built the web app in 1 min 11 s.",
      "",
    ]);
  });

  it("counts up in place on a terminal, at most ten times a second, and leaves the same finished lines", () => {
    const output = simulateBuild(true);
    const repaints = output.split("\r\x1b[2K").filter((text) => text !== "" && !text.includes("\n"));
    expect(repaints[0]).toBe("  [1/3] The browser app…");
    expect(repaints).toContain("  [1/3] The browser app: 1,234 modules, 62 chunks");
    expect(repaints.length).toBeGreaterThan(100);
    expect(repaints.length).toBeLessThan((52_000 + 6_500) / 100 + 10);
    expect(onScreen(output)).toEqual([
      "  [1/3] The browser app: 1,234 modules, 64 chunks (52 s)",
      "  [2/3] The prerender entry: 243 modules, 55 chunks (6.5 s)",
      "  [3/3] Public pages prerendered, files compressed (12 s)",
      "Built the web app in 1 min 11 s.",
      "",
    ]);
  });

  it("loads nothing and changes no chunk: the build is the same with it", () => {
    const { plugin } = buildProgress({ out: { write: () => {} } });
    expect((plugin as Plugin & { load: () => unknown }).load()).toBeNull();
    expect((plugin as Plugin & { renderChunk: () => unknown }).renderChunk()).toBeNull();
  });

  it.each([
    [850, "850 ms"],
    [4_240, "4.2 s"],
    [38_400, "38 s"],
    [71_600, "1 min 12 s"],
  ])("says %i ms as %s", (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});
