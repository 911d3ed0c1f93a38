import fs from "node:fs";
import os from "node:os";
import type { Scores } from "./scores.ts";

const START = "<!-- pages:lighthouse -->";
const END = "<!-- /pages:lighthouse -->";

/** The medians as a Markdown table, as docs/performance.md shows them. */
export function summaryTable(
  rows: readonly { name: string; path: string; median: Scores }[],
  runs: number,
  loadAverage: number,
  servedThrough: string,
): string {
  const lines = [
    `Median of ${runs} runs per page (Lighthouse default mobile settings, Debian's Chromium, pages served ${servedThrough}; the machine's load average ${loadAverage.toFixed(1)} on ${os.cpus().length} cores at the end, on ${new Date().toISOString().slice(0, 10)}).`,
    "",
    "| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | benchmark index |",
    "|---|---|---|---|---|---|---|---|---|---|",
    ...rows.map(
      ({ name, path, median: m }) =>
        `| ${name} (\`${path.replace(/\/events\/.+/, "/events/:slug")}\`) | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${m.fcpMs} ms | ${m.lcpMs} ms | ${m.tbtMs} ms | ${m.cls} | ${m.benchmarkIndex} |`,
    ),
  ];
  return lines.join("\n");
}

/** Replaces what stands between the page-check markers in docs/performance.md (nothing else in the file). */
export function updateDocs(file: string, table: string) {
  const text = fs.readFileSync(file, "utf8");
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${file} has no ${START} … ${END} section to update`);
  fs.writeFileSync(file, `${text.slice(0, start + START.length)}\n${table}\n${text.slice(end)}`);
}
