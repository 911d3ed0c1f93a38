import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { openDatabase } from "../../../src/server/kernel/database/database.ts";
import { freePort, type Place } from "../instances/instances-kit.ts";
import { MAILINGS_AT_ONCE } from "./mailings-at-once.ts";

export { freePort };

/** Opens a place's database from the test, to look at or change what a server process wrote there. */
export function openPlaceDatabase(place: Place) {
  return openDatabase(
    place.databaseUrl
      ? { kind: "postgres", url: place.databaseUrl }
      : { kind: "sqlite", file: path.join(place.dataDir, "salon.sqlite") },
  );
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  base: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Resolves once /readyz answers 200; fails early if the process exits first. */
  ready(timeoutMs?: number): Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<number | null>;
}

/** `node src/server/main.ts` (or another entry, such as the compiled build/server/main.js), the real server process, on a free port with the given environment. */
export async function spawnServer(env: Record<string, string>, entry = "src/server/main.ts"): Promise<ServerProcess> {
  // A caller that must know the port before the start (for PUBLIC_URL) picks it with freePort and passes it as PORT.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      DATABASE_URL: "",
      SMTP_URL: "",
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
      // The admins of these processes sign in with a password (the gate's own tests: modules/auth/two-factor.test.ts).
      REQUIRE_ADMIN_2FA: "false",
      ...MAILINGS_AT_ONCE,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
    },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = once(child, "exit").then(([code]) => code as number | null);
  const base = `http://127.0.0.1:${port}`;
  let gone = false;
  void exited.then(() => (gone = true));
  return {
    child,
    base,
    output: () => output,
    exited,
    async ready(timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (gone) throw new Error(`the server exited before it was ready:\n${output}`);
        try {
          if ((await fetch(`${base}/readyz`)).ok) return;
        } catch {
          // not listening yet
        }
        await sleep(100);
      }
      throw new Error(`the server was not ready within ${timeoutMs} ms:\n${output}`);
    },
    async kill(signal = "SIGKILL") {
      if (!gone) child.kill(signal);
      return exited;
    },
  };
}

/** Runs the server to its exit (for starts that must fail): its exit code and what it printed. */
export function runServerToExit(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ["src/server/main.ts"], {
    env: { ...process.env, DATABASE_URL: "", SMTP_URL: "", ...env },
    encoding: "utf8",
    timeout: 20_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
