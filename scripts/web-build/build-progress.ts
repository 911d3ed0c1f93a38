// What `npm start` shows while it builds the web app (scripts/web-build/build-if-stale.ts): the first build takes about a
// minute, so it says which of the three steps it is on, how many modules and chunks it has done, and how long it took.
// A terminal sees the current step's line counting up in place; a log file (no TTY) gets one line per finished step.
import type { Plugin } from "vite";

export interface ProgressOutput {
  write(text: string): unknown;
  isTTY?: boolean;
}

/** The three steps of vite.config.ts's buildApp, in order: two Vite environments, then what follows them. */
const STEPS = ["The browser app", "The prerender entry", "Public pages prerendered, files compressed"] as const;
const ENVIRONMENT_STEPS: Record<string, number> = { client: 0, ssr: 1 };
const REPAINT_EVERY_MS = 100;

/** "850 ms", "4.2 s", "38 s", "1 min 12 s". */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 10_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

const count = (n: number, one: string) => `${n.toLocaleString("en")} ${one}${n === 1 ? "" : "s"}`;

export function buildProgress({ out = process.stdout as ProgressOutput, now = () => performance.now() } = {}) {
  const tty = out.isTTY === true;
  const startedAt = now();
  let step: { index: number; startedAt: number; modules: number; chunks: number } | null = null;
  let paintedAt = -Infinity;

  const describe = (finished: boolean) => {
    if (!step) return "";
    const parts = [
      step.modules > 0 ? count(step.modules, "module") : "",
      step.chunks > 0 ? count(step.chunks, "chunk") : "",
    ].filter(Boolean);
    const detail = parts.length > 0 ? `: ${parts.join(", ")}` : finished ? "" : "…";
    const took = finished ? ` (${formatDuration(now() - step.startedAt)})` : "";
    return `  [${step.index + 1}/${STEPS.length}] ${STEPS[step.index]}${detail}${took}`;
  };

  const repaint = (force = false) => {
    if (!tty || (!force && now() - paintedAt < REPAINT_EVERY_MS)) return;
    paintedAt = now();
    out.write(`\r\x1b[2K${describe(false)}`);
  };

  // The last step counts nothing and its own lines (prerender-pages.ts, compress-assets.ts) come first: no live line.
  const begin = (index: number, live = true) => {
    end();
    step = { index, startedAt: now(), modules: 0, chunks: 0 };
    if (live) repaint(true);
  };

  function end() {
    if (!step) return;
    out.write(`${tty && paintedAt >= step.startedAt ? "\r\x1b[2K" : ""}${describe(true)}\n`);
    step = null;
  }

  const environmentOf = (context: unknown) => (context as { environment?: { name?: string } }).environment?.name ?? "";

  const plugin: Plugin = {
    name: "salon:build-progress",
    // First among the plugins that load, so it sees every module; it loads nothing itself.
    enforce: "pre",
    buildStart() {
      const index = ENVIRONMENT_STEPS[environmentOf(this)];
      if (index !== undefined) begin(index);
    },
    load() {
      if (step) {
        step.modules += 1;
        repaint();
      }
      return null;
    },
    renderChunk() {
      if (step) {
        step.chunks += 1;
        repaint();
      }
      return null;
    },
    closeBundle() {
      // The prerender entry is written: what remains of buildApp is prerendering and compressing.
      if (environmentOf(this) === "ssr") begin(2, false);
    },
  };

  return {
    plugin,
    /** Ends the last step and says how long the whole build took. */
    finish() {
      end();
      out.write(`Built the web app in ${formatDuration(now() - startedAt)}.\n`);
    },
    /** Ends the line being repainted, so that an error prints below it. */
    abandon() {
      if (step && tty) out.write("\n");
      step = null;
    },
  };
}
