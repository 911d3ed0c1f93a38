import { describe, expect, it } from "vitest";
import { budgetFailures, DEFAULT_BUDGET, median, medianScores, scoresOf, type Scores } from "./scores.ts";

const run = (performance: number, lcpMs: number): Scores => ({
  performance,
  accessibility: 100,
  bestPractices: 96,
  seo: 100,
  fcpMs: 900,
  lcpMs,
  tbtMs: 120,
  cls: 0,
  benchmarkIndex: 1500,
});

describe("the page checks' figures", () => {
  it("read scores as 0–100 and metrics in ms from a Lighthouse result", () => {
    const result = {
      categories: {
        performance: { score: 0.951 },
        accessibility: { score: 1 },
        "best-practices": { score: 0.96 },
        seo: { score: null },
      },
      audits: {
        "first-contentful-paint": { numericValue: 812.4 },
        "largest-contentful-paint": { numericValue: 1403.6 },
        "total-blocking-time": { numericValue: 88 },
        "cumulative-layout-shift": { numericValue: 0.01234 },
      },
      environment: { benchmarkIndex: 911.5 },
    };
    expect(scoresOf(result)).toEqual({
      performance: 95,
      accessibility: 100,
      bestPractices: 96,
      seo: 0,
      fcpMs: 812,
      lcpMs: 1404,
      tbtMs: 88,
      cls: 0.012,
      benchmarkIndex: 912,
    });
  });

  it("take each figure's median, so one slow run does not decide", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(medianScores([run(97, 1200), run(61, 4100), run(95, 1300)])).toMatchObject({ performance: 95, lcpMs: 1300 });
  });

  it("name each budget line a page misses, and only the enforced ones when asked", () => {
    const slow = { ...run(90, 1600), accessibility: 98 };
    const budget = { ...DEFAULT_BUDGET, lcpMs: 1500 };
    expect(budgetFailures("Home", slow, budget)).toEqual([
      "Home: performance 90 < 95",
      "Home: accessibility 98 < 100",
      "Home: Largest Contentful Paint 1600 ms ≥ 1500 ms",
    ]);
    expect(budgetFailures("Home", slow, budget, ["accessibility", "best-practices"])).toEqual([
      "Home: accessibility 98 < 100",
    ]);
    expect(budgetFailures("Home", run(95, 1499), budget)).toEqual([]);
  });
});
