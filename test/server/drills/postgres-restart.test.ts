import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPrivatePostgres, type PrivatePostgres } from "../harness/private-postgres.ts";
import { sleep, spawnServer, type ServerProcess } from "../harness/server-process.ts";

/**
 * Fault drill: PostgreSQL restarted under load. The real server process runs on a PostgreSQL server of its own
 * (never the shared test server), members keep calling while the database stops for a second and starts again,
 * and within 5 seconds of its return every answer is a success again, without anyone restarting the app.
 */
const ADMIN = { email: "drill-admin@example.com", password: "Velvet-Evening-Drill-7" };
const RECOVERY_LIMIT_MS = 5_000;
const CONCURRENCY = 8;
const MIN_CALLS = 50;

async function until(condition: () => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("the load did not make enough calls in time");
    await sleep(50);
  }
}

let database: PrivatePostgres;
let server: ServerProcess;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "salon-drill-pg-"));

beforeAll(async () => {
  database = await startPrivatePostgres();
  server = await spawnServer({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: "warn",
  });
  await server.ready();
}, 90_000);
afterAll(async () => {
  await server?.kill();
  await database?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  at: number;
  status: number;
}

/** Members calling the events list and their session, CONCURRENCY at a time, until stopped; status 0 = no answer. */
function startLoad(base: string, cookie: string) {
  const answers: Answer[] = [];
  let running = true;
  const paths = ["/api/events", "/user-details"];
  const loop = async (n: number) => {
    for (let i = n; running; i += 1) {
      const status = await fetch(`${base}${paths[i % paths.length]}`, { headers: { cookie } }).then(
        async (response) => (await response.arrayBuffer(), response.status),
        () => 0,
      );
      answers.push({ at: Date.now(), status });
    }
  };
  const loops = Array.from({ length: CONCURRENCY }, (_, n) => loop(n));
  return {
    answers,
    async stop() {
      running = false;
      await Promise.all(loops);
      return answers;
    },
  };
}

describe("fault drill: PostgreSQL restarted under load", () => {
  it(
    "keeps the process up, answers 503 while the database is away, and recovers by itself within 5 seconds",
    { timeout: 90_000 },
    async () => {
      const login = await fetch(`${server.base}/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(ADMIN),
      });
      expect(login.status).toBe(200);
      const cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;

      const load = startLoad(server.base, cookie);
      // Counts, not fixed times, so a slow machine still gives enough calls on each side of the outage.
      await until(() => load.answers.length >= MIN_CALLS);
      // The answers so far, by count: an answer stamped in the same millisecond as the stop is still before it.
      const answeredBeforeStop = load.answers.length;
      const stoppedAt = Date.now();
      await database.stop();
      const readyWhileDown = await fetch(`${server.base}/readyz`);
      const duringOutage = await fetch(`${server.base}/api/events`, { headers: { cookie } });
      await sleep(1_000);
      await database.start();
      const backAt = Date.now();
      await sleep(RECOVERY_LIMIT_MS);
      await until(() => load.answers.filter((a) => a.at > backAt + RECOVERY_LIMIT_MS).length >= MIN_CALLS);
      const answers = await load.stop();
      const timeline = () =>
        answers
          .filter((a) => a.status !== 200)
          .map((a) => `${a.status}@${a.at < backAt ? `stop+${a.at - stoppedAt}` : `back+${a.at - backAt}`}ms`)
          .join(" ") || "none";
      expect(server.child.exitCode, `the server process died:\n${server.output().slice(-3000)}`).toBeNull();

      expect(readyWhileDown.status).toBe(503);
      expect(duringOutage.status).toBe(503);
      expect(duringOutage.headers.get("retry-after")).toBe("5");
      expect(await duringOutage.json()).toMatchObject({ code: "unavailable" });

      const before = answers.slice(0, answeredBeforeStop);
      const afterLimit = answers.filter((a) => a.at > backAt + RECOVERY_LIMIT_MS);
      expect(before.length).toBeGreaterThanOrEqual(MIN_CALLS);
      expect(
        before.filter((a) => a.status !== 200),
        timeline(),
      ).toEqual([]);
      expect(afterLimit.length).toBeGreaterThanOrEqual(MIN_CALLS);
      expect(
        afterLimit.filter((a) => a.status !== 200),
        timeline(),
      ).toEqual([]);
      // Nothing but successes and "unavailable" at any time: no 500, and the process always answered.
      expect(
        answers.filter((a) => a.status !== 200 && a.status !== 503),
        timeline(),
      ).toEqual([]);

      const lastFailure = Math.max(0, ...answers.filter((a) => a.status !== 200).map((a) => a.at));
      const unavailable = answers.filter((a) => a.status === 503).length;
      console.info(
        `PostgreSQL drill: ${answers.length} requests, ${unavailable} answered 503, the last ${Math.max(0, lastFailure - backAt)} ms after PostgreSQL was back`,
      );
      expect(lastFailure - backAt, timeline()).toBeLessThanOrEqual(RECOVERY_LIMIT_MS);
      expect((await fetch(`${server.base}/readyz`)).status).toBe(200);
    },
  );
});
