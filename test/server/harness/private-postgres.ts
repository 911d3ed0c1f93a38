import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./server-process.ts";

const run = promisify(execFile);
const POSTGRES_ROOT = "/usr/lib/postgresql";

/** The newest Debian PostgreSQL binaries on this machine. */
function binDir() {
  const versions = fs
    .readdirSync(POSTGRES_ROOT)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0) throw new Error(`no PostgreSQL under ${POSTGRES_ROOT}`);
  return path.join(POSTGRES_ROOT, versions[0]!, "bin");
}

export interface PrivatePostgres {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops the server and removes its files. */
  destroy(): Promise<void>;
}

/**
 * A throwaway PostgreSQL server of its own (initdb into a temp folder, a free port, trust for local TCP), for
 * drills that stop and start the database, which the shared test server must never be. initdb refuses to run as
 * root, so the server runs as the `postgres` user (runuser: the tests run as root here and in CI).
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const home = fs.mkdtempSync(path.join(os.tmpdir(), "salon-private-pg-"));
  const data = path.join(home, "data");
  const { stdout } = await run("id", ["-u", "postgres"]);
  const uid = Number(stdout.trim());
  fs.chownSync(home, uid, uid);
  const port = await freePort();
  const asPostgres = (command: string, args: string[]) =>
    run("runuser", ["-u", "postgres", "--", path.join(bin, command), ...args]);

  await asPostgres("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--locale=C", "--no-sync"]);
  const options = `-p ${port} -k ${home} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const start = async () => {
    await asPostgres("pg_ctl", [
      "-D",
      data,
      "-l",
      path.join(home, "server.log"),
      "-o",
      options,
      "-w",
      "-t",
      "30",
      "start",
    ]);
  };
  const stop = async () => {
    await asPostgres("pg_ctl", ["-D", data, "-m", "fast", "-w", "-t", "30", "stop"]);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async destroy() {
      await stop().catch(() => undefined);
      fs.rmSync(home, { recursive: true, force: true });
    },
  };
}
