// What the page checks read from a Lighthouse result, the median over runs, and the budgets of docs/performance.md.

export interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of this machine's speed at the time (its mobile preset assumes a fast desktop, ~1,500+). */
  benchmarkIndex: number;
}

/** The part of a Lighthouse result (LH.Result) the checks read. */
export interface LighthouseResult {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
  environment?: { benchmarkIndex?: number };
}

export interface PageBudget {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs?: number;
}

export const DEFAULT_BUDGET: PageBudget = { performance: 95, accessibility: 100, bestPractices: 95 };

const score = (result: LighthouseResult, category: string) =>
  Math.round((result.categories[category]?.score ?? 0) * 100);
const metric = (result: LighthouseResult, audit: string) => result.audits[audit]?.numericValue ?? Number.NaN;

export function scoresOf(result: LighthouseResult): Scores {
  return {
    performance: score(result, "performance"),
    accessibility: score(result, "accessibility"),
    bestPractices: score(result, "best-practices"),
    seo: score(result, "seo"),
    fcpMs: Math.round(metric(result, "first-contentful-paint")),
    lcpMs: Math.round(metric(result, "largest-contentful-paint")),
    tbtMs: Math.round(metric(result, "total-blocking-time")),
    cls: Math.round(metric(result, "cumulative-layout-shift") * 1000) / 1000,
    benchmarkIndex: Math.round(result.environment?.benchmarkIndex ?? Number.NaN),
  };
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each figure's median over the runs (so one slow run on a busy machine does not decide). */
export function medianScores(runs: readonly Scores[]): Scores {
  const of = (key: keyof Scores) => median(runs.map((run) => run[key]));
  return {
    performance: of("performance"),
    accessibility: of("accessibility"),
    bestPractices: of("bestPractices"),
    seo: of("seo"),
    fcpMs: of("fcpMs"),
    lcpMs: of("lcpMs"),
    tbtMs: of("tbtMs"),
    cls: of("cls"),
    benchmarkIndex: of("benchmarkIndex"),
  };
}

export type BudgetLine = "performance" | "accessibility" | "best-practices" | "lcp";
export const BUDGET_LINES: readonly BudgetLine[] = ["performance", "accessibility", "best-practices", "lcp"];

/** The budget lines a page's median scores miss, in words; only the lines in `enforced` count. */
export function budgetFailures(
  page: string,
  scores: Scores,
  budget: PageBudget,
  enforced: readonly BudgetLine[] = BUDGET_LINES,
): string[] {
  const missed: [BudgetLine, boolean, string][] = [
    [
      "performance",
      scores.performance < budget.performance,
      `performance ${scores.performance} < ${budget.performance}`,
    ],
    [
      "accessibility",
      scores.accessibility < budget.accessibility,
      `accessibility ${scores.accessibility} < ${budget.accessibility}`,
    ],
    [
      "best-practices",
      scores.bestPractices < budget.bestPractices,
      `best practices ${scores.bestPractices} < ${budget.bestPractices}`,
    ],
    [
      "lcp",
      budget.lcpMs !== undefined && !(scores.lcpMs < budget.lcpMs),
      `Largest Contentful Paint ${scores.lcpMs} ms ≥ ${budget.lcpMs} ms`,
    ],
  ];
  return missed.filter(([line, miss]) => miss && enforced.includes(line)).map(([, , text]) => `${page}: ${text}`);
}
