// The bench's figures as Markdown, written into docs/performance.md between `<!-- bench:<name> -->` markers.
import fs from "node:fs";

export interface Sample {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Of the errors, requests autocannon gave up on after its 10-s timeout (the rest: refused or reset connections). */
  timeouts: number;
  non2xx: number;
  /** The server process's CPU time per answered request (all threads): what one request costs, whatever else runs. */
  cpuMs: number;
}

export interface EndpointResult {
  key: string;
  title: string;
  bytes: number;
  rows: { connections: number; app: Sample; node: Sample }[];
  /** The server's peak resident memory (VmHWM) while this endpoint ran: reset to the resident size before it. */
  memoryMb: number;
  /** The server's resident memory (VmRSS) when this endpoint began: what it inherited from those before it. */
  residentMb: number;
}

/** The open-streams stage (scripts/bench/streams.ts): resident memory (VmRSS, settled) in KB before, with and after them. */
export interface StreamsResult {
  streams: number;
  members: number;
  /** From the first stream asked for to the last one open (its first unread count received). */
  openMs: number;
  beforeKb: number;
  /** Half of them open (the first `half`). */
  half: number;
  halfKb: number;
  openKb: number;
  /** After the organiser's message had reached them all, still open. */
  deliveredKb: number;
  afterKb: number;
  /** The server's VmHWM through the stage, reset at its start. */
  peakMb: number;
  /** Streams that never opened or ended before the bench closed them, and why. */
  failed: number;
  failures: string[];
  /** One organiser's message to every streaming member: ms from the write to each stream's notice. */
  delivery: { sentTo: number; answerMs: number; received: number; p50: number; p99: number; max: number };
}

/** What they all added, per stream: the steps the heap takes once as the first open included. */
export const kbPerStream = (r: StreamsResult) => (r.openKb - r.beforeKb) / r.streams;

const mid = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2;
};

/** Each figure's median over the runs (errors and non-2xx: the most seen in any run, so none is hidden). */
export function median(samples: Sample[]): Sample {
  return {
    rps: mid(samples.map((s) => s.rps)),
    p50: mid(samples.map((s) => s.p50)),
    p99: mid(samples.map((s) => s.p99)),
    errors: Math.max(...samples.map((s) => s.errors)),
    timeouts: Math.max(...samples.map((s) => s.timeouts)),
    non2xx: Math.max(...samples.map((s) => s.non2xx)),
    cpuMs: mid(samples.map((s) => s.cpuMs)),
  };
}

const n = (value: number) => Math.round(value).toLocaleString("en-US");
const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));

export function renderResults(
  results: EndpointResult[],
  meta: {
    machine: string;
    memory: { peak: number; start: number };
    command: string;
    runs: number;
    seconds: number;
    date: string;
  },
): string {
  const out = [
    `Measured ${meta.date.slice(0, 16).replace("T", " ")} UTC with \`${meta.command}\` on ${meta.machine}.`,
    `Each figure is the median of ${meta.runs} runs of ${meta.seconds} s; “bare node” is a node:http server answering the same status, headers and body in the same run, alternating with the app. Errors and non-2xx are the most seen in any run. Server peak memory (VmHWM) through the whole run: **${meta.memory.peak} MB** (${meta.memory.start} MB after start); each endpoint's below is its own, the peak while it ran.`,
    "",
  ];
  for (const r of results) {
    out.push(
      `#### ${r.title}`,
      "",
      `Answer: ${n(r.bytes)} bytes. Server peak memory while it ran: ${r.memoryMb} MB (${r.residentMb} MB resident when it began).`,
      "",
    );
    out.push(
      "| connections | req/s | bare node req/s | ratio | p50 ms | p99 ms | bare p50 / p99 ms | errors | non-2xx | CPU ms / request (bare) |",
      "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    );
    for (const row of r.rows) {
      out.push(
        `| ${row.connections} | ${n(row.app.rps)} | ${n(row.node.rps)} | ${((100 * row.app.rps) / row.node.rps).toFixed(1)}% | ${ms(row.app.p50)} | ${ms(row.app.p99)} | ${ms(row.node.p50)} / ${ms(row.node.p99)} | ${row.app.errors} | ${row.app.non2xx} | ${row.app.cpuMs.toFixed(2)} (${row.node.cpuMs.toFixed(3)}) |`,
      );
    }
    out.push("");
  }
  return out.join("\n");
}

export function renderStreams(r: StreamsResult): string {
  const mb = (kb: number) => (kb / 1024).toFixed(1);
  const d = r.delivery;
  return [
    `#### ${n(r.streams)} open notification streams — GET /api/me/stream (${n(r.members)} members; a server of their own, last)`,
    "",
    `Server resident memory (VmRSS, idle and 2 s after): ${mb(r.beforeKb)} MB before, ${mb(r.halfKb)} MB with ${n(r.half)} open, ${mb(r.openKb)} MB with all (+${mb(r.openKb - r.beforeKb)} MB: **${kbPerStream(r).toFixed(1)} KB per stream**; the second half alone ${((r.openKb - r.halfKb) / (r.streams - r.half)).toFixed(1)} KB each), ${mb(r.deliveredKb)} MB after the message below, ${mb(r.afterKb)} MB once they closed; peak through the stage ${r.peakMb} MB. All open in ${n(r.openMs)} ms; ${r.failed === 0 ? "none failed or ended early" : `**${r.failed} failed** (${r.failures.join("; ")})`}.`,
    "",
    `One organiser's message to them all (POST /api/events/:id/messages, a notice each: sent to ${n(d.sentTo)}): answered in ${ms(d.answerMs)} ms; ${n(d.received)} of ${n(r.streams)} streams had it, p50 ${ms(d.p50)} ms, p99 ${ms(d.p99)} ms, last ${ms(d.max)} ms after the write.`,
    "",
  ].join("\n");
}

export function renderSoak(sample: Sample, memory: number, machine: string, seconds: number, mix: string[]): string {
  return [
    `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC with \`npm run bench:soak\` on ${machine}: ${mix.join(", ")} in turn on every connection.`,
    "",
    "| connections | seconds | req/s | p50 ms | p99 ms | errors | of which timeouts | non-2xx | CPU ms / request | server VmHWM |",
    "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    `| 200 | ${seconds} | ${n(sample.rps)} | ${ms(sample.p50)} | ${ms(sample.p99)} | ${sample.errors} | ${sample.timeouts} | ${sample.non2xx} | ${sample.cpuMs.toFixed(2)} | ${memory} MB |`,
    "",
  ].join("\n");
}

/** Replaces what is between `<!-- bench:<name> -->` and `<!-- /bench:<name> -->`, or appends the section. */
export function writeSection(file: string, name: string, body: string) {
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const text = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "# Performance\n";
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  const block = `${start}\n${body.trim()}\n${end}`;
  const next =
    from >= 0 && to > from
      ? `${text.slice(0, from)}${block}${text.slice(to + end.length)}`
      : `${text.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, next);
}
