// How long POST /api/admin/send-email takes to queue a mailing to 10,000 members (one transaction:
// the mailing, its body, 10,001 recipients with their unsubscribe links, 10,001 outbox rows, the audit entry),
// and the CPU it cost (steadier than the wall time on a shared machine): the app's process, and on PostgreSQL
// every `postgres` process on this machine (read from /proc, so only for a local server on Linux; another
// client's queries would count too).
// A real app on a fresh database: SQLite in a temp dir, or PostgreSQL when TEST_DATABASE_URL is set.
//   node scripts/bench-mailing-queue.ts            (SQLite; BENCH_RUNS=3)
//   TEST_DATABASE_URL=postgres://root@127.0.0.1:5432/test node scripts/bench-mailing-queue.ts
import fs from "node:fs";
import { performance } from "node:perf_hooks";
import { insertMembers, mailCaller, mailPayload } from "../test/server/kits/mailings-test-kit.ts";
import { actAs, startTestServer, testDialect } from "../test/server/harness/test-app.ts";

const MEMBERS = 10_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TICK_MS = 10; // /proc counts CPU time in ticks of 1/100 s (USER_HZ)

/** CPU milliseconds spent so far by the `postgres` processes alive now; undefined without /proc. */
function postgresCpuMs(): number | undefined {
  if (!fs.existsSync("/proc/self/stat")) return undefined;
  let ticks = 0;
  for (const pid of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      continue; // the process ended meanwhile
    }
    if (!stat.includes(" (postgres) ")) continue;
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
  }
  return ticks * TICK_MS;
}

const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const server = await startTestServer({ PUBLIC_URL: "https://club.example" });
try {
  const admin = await actAs(server, "admin");
  await insertMembers(server, MEMBERS, "Bench");
  const call = mailCaller(server);
  const body = `<h1>Spring at the club</h1>${'<p>Dear members, the garden opens in April. <a href="https://club.example/calendar">See the calendar</a>.</p>'.repeat(20)}`;
  const onPostgres = testDialect === "postgres";
  const times: number[] = [];
  const appCpu: number[] = [];
  const databaseCpu: number[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const databaseBefore = onPostgres ? postgresCpuMs() : undefined;
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const response = await call(admin, "POST", "/api/admin/send-email", mailPayload({ subject: `Bench ${run}`, body }));
    const ms = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    if (response.statusCode !== 200) throw new Error(`send-email answered ${response.statusCode}: ${response.body}`);
    times.push(ms);
    appCpu.push((cpu.user + cpu.system) / 1000);
    if (databaseBefore !== undefined) databaseCpu.push(postgresCpuMs()! - databaseBefore);
    const database = databaseBefore !== undefined ? `, ${databaseCpu.at(-1)} ms in PostgreSQL` : "";
    console.log(
      `run ${run}: queued ${response.json().recipients} messages in ${ms.toFixed(0)} ms (CPU: ${appCpu.at(-1)!.toFixed(0)} ms in the app${database})`,
    );
  }
  const median = medianOf(times);
  const database = databaseCpu.length > 0 ? `, ${medianOf(databaseCpu)} ms in PostgreSQL` : "";
  console.log(
    `${testDialect}: median ${median.toFixed(0)} ms to queue a mailing to ${MEMBERS + 1} recipients (${Math.round(((MEMBERS + 1) / median) * 1000)} per second); ` +
      `CPU ${medianOf(appCpu).toFixed(0)} ms in the app${database}`,
  );
} finally {
  await server.close();
}
