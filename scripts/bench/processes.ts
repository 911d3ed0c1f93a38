// Child processes for the bench: the built server and the bare node:http baseline, each stopped by the bench.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { buildServerIfStale } from "../server-build.ts";

const root = path.resolve(import.meta.dirname, "../..");
const children = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of children) child.kill("SIGKILL");
});

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export interface Running {
  pid: number;
  base: string;
  stop(): Promise<void>;
}

function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill("SIGKILL"), 15_000);
      child.once("exit", () => {
        clearTimeout(force);
        children.delete(child);
        resolve();
      });
      child.kill("SIGTERM");
    });
}

/** The compiled server (`node build/server/main.js`), as `npm start` runs it, with its log in `logFile`; resolves once /healthz answers. */
export async function startServer(env: Record<string, string>, logFile: string): Promise<Running> {
  const port = await freePort();
  // BENCH_SERVER_ROOT runs another checkout's server on the same data (before/after comparisons).
  const checkout = process.env.BENCH_SERVER_ROOT ?? root;
  const entry = await buildServerIfStale(checkout);
  const log = fs.openSync(logFile, "w");
  // BENCH_SERVER_NODE_ARGS adds flags to the server's node (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: checkout,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", log, log],
  });
  fs.closeSync(log);
  children.add(child);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}); see ${logFile}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) {
        await quiet(child.pid!);
        return { pid: child.pid!, base, stop: stopper(child) };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`the server did not answer /healthz within 60 s; see ${logFile}`);
}

/** The bare node:http server answering the response captured in `responseFile`. */
export async function startBare(responseFile: string): Promise<Running> {
  const child = spawn(process.execPath, [path.join(root, "scripts/bench/bare-server.ts"), responseFile], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.add(child);
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the bare server did not start")), 20_000);
    child.stdout!.on("data", (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once("exit", () => reject(new Error("the bare server exited")));
  });
  return { pid: child.pid!, base: `http://127.0.0.1:${port}`, stop: stopper(child) };
}

/**
 * Waits until a process is idle: CPU under 5% over half a second, or 60 s at most. After start, so that no endpoint's
 * figures pay for what the server does then in the background (the media sweep walks every stored file: about 2 s of
 * CPU on the bench club's 60,000); before a memory reading, so that it is not taken mid-work.
 */
export async function quiet(pid: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  let before = cpuMs(pid);
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 500));
    const now = cpuMs(pid);
    if (now - before < 25) return;
    before = now;
  }
}

/** CPU time a process (all its threads) has used so far, in ms, from /proc/<pid>/stat (utime + stime). */
export function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // After "pid (comm) ": state is field 3, so utime (14) and stime (15) are at indexes 11 and 12.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}
const CLOCK_TICKS = 100;

/** Peak resident memory (VmHWM) of a process, in MB: since it started, or since the last resetPeakMemory. */
export function peakMemoryMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmHWM:\s+(\d+)\s+kB/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Resident memory (VmRSS) of a process now, in KB. */
export function residentKb(pid: number): number {
  return Number(/VmRSS:\s+(\d+)\s+kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
}

/** Sets a process's VmHWM back to its resident memory now (Linux: "5" written to /proc/<pid>/clear_refs). */
export function resetPeakMemory(pid: number): void {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");
}
