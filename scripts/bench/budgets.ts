// The server budgets of docs/performance.md, checked against a bench run's figures: each line says met or not met with
// the figure it was judged on. A budget whose endpoint did not run (BENCH_ONLY) is left out.
import { kbPerStream, type EndpointResult, type StreamsResult } from "./report.ts";

const MEMORY_MB = 250;
/** What one open notification stream may add to the server's resident memory (docs/performance.md, "Open streams"). */
const STREAM_KB = 32;

export function budgetLines(
  results: readonly EndpointResult[],
  peakMemoryMb: number,
  connections: readonly number[],
  streams?: StreamsResult,
) {
  const lines: string[] = [];
  const verdict = (met: boolean) => (met ? "met" : "**not met**");
  const rowsOf = (key: string) => results.find((r) => r.key === key)?.rows ?? [];
  for (const row of rowsOf("allEvents")) {
    const ratio = row.app.rps / row.node.rps;
    lines.push(
      `- the whole events list ≥ 20% of bare node:http @${row.connections}: ${verdict(ratio >= 0.2)}, ${(100 * ratio).toFixed(1)}% (${row.app.rps.toFixed(0)} against ${row.node.rps.toFixed(0)} req/s)`,
    );
  }
  for (const row of rowsOf("events").filter((r) => r.connections === 10)) {
    const met = row.app.rps >= 4_500 && row.app.p99 < 20;
    lines.push(
      `- the next 20 events ≥ 4,500 req/s, p99 < 20 ms @10: ${verdict(met)}, ${row.app.rps.toFixed(0)} req/s, p99 ${row.app.p99} ms (bare ${row.node.rps.toFixed(0)})`,
    );
  }
  if (connections.includes(100) && results.length > 0)
    lines.push(
      `- server memory < ${MEMORY_MB} MB with 100 connections: ${verdict(peakMemoryMb < MEMORY_MB)}, peak VmHWM ${peakMemoryMb} MB`,
    );
  if (streams) {
    const kb = kbPerStream(streams);
    const met = kb <= STREAM_KB && streams.failed === 0;
    lines.push(
      `- memory per open notification stream ≤ ${STREAM_KB} KB, none failing: ${verdict(met)}, ${kb.toFixed(1)} KB over ${streams.streams} streams, ${streams.failed} failed`,
    );
  }
  return lines;
}
