import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { MAILINGS_AT_ONCE } from "../harness/mailings-at-once.ts";

/**
 * Real server processes (`node src/server/main.ts`, as `npm start` runs it) for the operations tests: several
 * instances on one database and one DATA_DIR, backups taken while one runs, restores started afresh.
 */

const root = path.resolve(import.meta.dirname, "../../..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address() as net.AddressInfo;
      probe.close(() => resolve(address.port));
    });
  });
}

/** The SECRET_KEY of every place: one club's (a backup is signed with it, every instance shares it). */
export const PLACE_SECRET_KEY = "the-test-club-secret-key-of-32-characters-or-more";

/** Where a club's data lives: a DATA_DIR, and on PostgreSQL a database of its own (dropped by `remove`). */
export interface Place {
  dataDir: string;
  /** DATABASE_URL: empty on SQLite (the file under DATA_DIR). */
  databaseUrl: string;
  env: Record<string, string>;
  remove(): Promise<void>;
}

/**
 * A fresh, empty place on the tests' database: SQLite when TEST_DATABASE_URL is unset, otherwise a throwaway
 * PostgreSQL database created next to the test one (a spawned server cannot be pointed at a schema).
 */
export async function freshPlace(label: string): Promise<Place> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `salon-${label}-`));
  const testUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl = "";
  let databaseName: string | undefined;
  if (testUrl) {
    databaseName = `salon_${label.replace(/\W/g, "_")}_${randomBytes(5).toString("hex")}`;
    await onServer(testUrl, (client) => client.query(`create database ${databaseName}`));
    const url = new URL(testUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.href;
  }
  return {
    dataDir,
    databaseUrl,
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SECRET_KEY: PLACE_SECRET_KEY },
    async remove() {
      if (testUrl && databaseName)
        await onServer(testUrl, (client) => client.query(`drop database if exists ${databaseName} with (force)`));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function onServer(url: string, work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

export interface Instance {
  base: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** SIGTERM, then waits for the exit (SIGKILL after 15 s). */
  stop(): Promise<number | null>;
  /** SIGKILL, as a machine that dies: nothing finishes; waits for the exit. */
  kill(): Promise<void>;
}

const running = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/** Starts `node src/server/main.ts` with this environment (on `port`, or a free one); resolves once /readyz answers 200. */
const READY_WITHIN_MS = 90_000;

export async function startInstance(env: Record<string, string>, port?: number): Promise<Instance> {
  port ??= await freePort();
  const child = spawn(process.execPath, ["src/server/main.ts"], {
    cwd: root,
    // The admin signs in with a password here (the gate's own tests: modules/auth/two-factor.test.ts).
    env: {
      ...process.env,
      LOG_LEVEL: "warn",
      MAIL_RATE: "0",
      REQUIRE_ADMIN_2FA: "false",
      ...MAILINGS_AT_ONCE,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => (running.delete(child), resolve(code))),
  );
  const base = `http://127.0.0.1:${port}`;
  const instance: Instance = {
    base,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const force = setTimeout(() => child.kill("SIGKILL"), 15_000);
        child.kill("SIGTERM");
        await exited;
        clearTimeout(force);
      }
      return child.exitCode;
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGKILL");
        await exited;
      }
    },
  };
  // Each instance runs the sources (1,400 modules) on a machine that may be running the journeys beside: a start under
  // that load took over 30 s (a CI run on 2026-11-29, load 10 on 2 cores).
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return instance;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await instance.stop();
  throw new Error(`the server did not become ready within ${READY_WITHIN_MS / 1000} s:\n${output}`);
}

let forwardedAddress = 0;

/**
 * Calls an instance over HTTP. Every call names its own client address in X-Forwarded-For (the instances run
 * with TRUST_PROXY=true), so the per-address login and registration limits only bite the tests about them.
 */
export async function call(
  base: string,
  method: string,
  url: string,
  options: { cookie?: string | undefined; json?: unknown; form?: FormData } = {},
) {
  forwardedAddress += 1;
  const headers: Record<string, string> = {
    "x-forwarded-for": `10.${(forwardedAddress >> 16) & 255}.${(forwardedAddress >> 8) & 255}.${forwardedAddress & 255}`,
  };
  if (options.cookie) headers.cookie = options.cookie;
  let body: string | FormData | undefined = options.form;
  if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  }
  return fetch(`${base}${url}`, { method, headers, ...(body === undefined ? {} : { body }), redirect: "manual" });
}

/** Logs in through POST /login on an instance and answers the session cookie. */
export async function loginOn(base: string, email: string, password: string) {
  const response = await call(base, "POST", "/login", { json: { email, password } });
  if (response.status !== 200) throw new Error(`login failed on ${base}: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((line) => /salon_session=/.test(line));
  if (!cookie) throw new Error("no session cookie in the answer");
  return cookie.split(";")[0]!;
}

/** The bytes a URL answers, with its status and type. */
export async function download(base: string, url: string, cookie: string | undefined) {
  const response = await call(base, "GET", url, { cookie });
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}
