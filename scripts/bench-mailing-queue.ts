// How long POST /api/admin/send-email takes to queue a mailing to 10,000 members (one transaction:
// the mailing, its body, 10,001 recipients with their unsubscribe links, 10,001 outbox rows, the audit entry),
// and the CPU the app's process spent on it (steadier than the wall time on a shared machine).
// A real app on a fresh database: SQLite in a temp dir, or PostgreSQL when TEST_DATABASE_URL is set.
//   node scripts/bench-mailing-queue.ts            (SQLite)
//   TEST_DATABASE_URL=postgres://root@127.0.0.1:5432/test node scripts/bench-mailing-queue.ts
import { performance } from "node:perf_hooks";
import { insertMembers, mailCaller, mailPayload } from "../src/server/modules/mailings/mailings-test-kit.ts";
import { actAs, startTestServer, testDialect } from "../src/server/test/test-app.ts";

const MEMBERS = 10_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const server = await startTestServer({ PUBLIC_URL: "https://club.example" });
try {
  const admin = await actAs(server, "admin");
  await insertMembers(server, MEMBERS, "Bench");
  const call = mailCaller(server);
  const body = `<h1>Spring at the club</h1>${"<p>Dear members, the garden opens in April. <a href=\"https://club.example/calendar\">See the calendar</a>.</p>".repeat(20)}`;
  const times: number[] = [];
  const cpus: number[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const response = await call(admin, "POST", "/api/admin/send-email", mailPayload({ subject: `Bench ${run}`, body }));
    const ms = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    cpus.push((cpu.user + cpu.system) / 1000);
    if (response.statusCode !== 200) throw new Error(`send-email answered ${response.statusCode}: ${response.body}`);
    times.push(ms);
    console.log(`run ${run}: queued ${response.json().recipients} messages in ${ms.toFixed(0)} ms (${cpus.at(-1)!.toFixed(0)} ms of CPU in the app's process)`);
  }
  const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const median = medianOf(times);
  console.log(
    `${testDialect}: median ${median.toFixed(0)} ms to queue a mailing to ${MEMBERS + 1} recipients (${Math.round(((MEMBERS + 1) / median) * 1000)} per second), ` +
      `${medianOf(cpus).toFixed(0)} ms of CPU in the app's process`,
  );
} finally {
  await server.close();
}
