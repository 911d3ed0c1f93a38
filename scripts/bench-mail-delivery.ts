// Bulk email delivery (budgets in docs/performance.md): a mailing queued through POST /api/admin/send-email, then the app's own
// outbox worker (src/server/modules/outbox/worker.ts) with the throttle off (MAIL_RATE=0) sending it over pooled SMTP
// to a real SMTP server running in a process of its own on this machine. Messages per second, median over runs.
//   node scripts/bench-mail-delivery.ts    (BENCH_MEMBERS=2000, BENCH_RUNS=3; TEST_DATABASE_URL=… for PostgreSQL;
//   BENCH_CONCURRENCY=n sets the worker's messages on the wire at once, 1 as before the worker sent in parallel)
import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import readline from "node:readline";
import { testMailWorker } from "../test/server/kits/outbox-test-kit.ts";
import { insertMembers, mailCaller, mailPayload } from "../test/server/kits/mailings-test-kit.ts";
import { actAs, startTestServer, testDialect } from "../test/server/harness/test-app.ts";

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 2000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONCURRENCY = process.env.BENCH_CONCURRENCY ? { concurrency: Number(process.env.BENCH_CONCURRENCY) } : {};

const sink = spawn(process.execPath, [path.join(import.meta.dirname, "bench/smtp-sink.ts")], {
  stdio: ["pipe", "pipe", "inherit"],
});
const sinkLines = readline.createInterface({ input: sink.stdout })[Symbol.asyncIterator]();
const nextLine = async () => String((await sinkLines.next()).value);
const smtpUrl = await nextLine();
const received = async () => {
  sink.stdin.write("count\n");
  return Number(await nextLine());
};

const server = await startTestServer({ PUBLIC_URL: "https://club.example", SMTP_URL: smtpUrl, MAIL_RATE: "0" });
try {
  console.log(
    `${new Date().toISOString()}; ${testDialect}; worker concurrency ${CONCURRENCY.concurrency ?? "default"}; ${os.cpus().length} cores; load ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(" / ")}`,
  );
  const admin = await actAs(server, "admin");
  await insertMembers(server, MEMBERS, "Bench");
  const call = mailCaller(server);
  const body = `<h1>Spring at the club</h1>${'<p>Dear members, the garden opens in April. <a href="https://club.example/calendar">See the calendar</a>.</p>'.repeat(20)}`;
  // The outbox also holds the first admin's welcome-type mail, if any: deliver what is there before measuring.
  await drain();
  const rates: number[] = [];
  const cpuPerMessage: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const queued = await call(
      admin,
      "POST",
      "/api/admin/send-email",
      mailPayload({ subject: `Delivery ${run}`, body }),
    );
    if (queued.statusCode !== 200) throw new Error(`send-email answered ${queued.statusCode}: ${queued.body}`);
    const before = await received();
    const started = performance.now();
    const cpu = process.cpuUsage();
    const sent = await drain();
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    cpuPerMessage.push((used.user + used.system) / 1000 / sent);
    const arrived = (await received()) - before;
    if (sent !== queued.json().recipients || arrived !== sent)
      throw new Error(`queued ${queued.json().recipients}, worker sent ${sent}, server received ${arrived}`);
    rates.push(sent / seconds);
    console.log(
      `run ${run}: ${sent} messages delivered in ${seconds.toFixed(2)} s (${(sent / seconds).toFixed(0)} per second), ${cpuPerMessage.at(-1)!.toFixed(2)} ms CPU each in the app`,
    );
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(
    `${testDialect}: median ${median(rates).toFixed(0)} messages per second, ${median(cpuPerMessage).toFixed(2)} ms CPU each in the app, MAIL_RATE=0; load ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(" / ")}`,
  );
} finally {
  await server.close();
  sink.kill();
}

/** The app's worker with the app's settings (pooled SMTP, MAIL_RATE=0), run until nothing is due. */
async function drain() {
  const worker = testMailWorker(server, { mailRate: server.config.mailRate, ...CONCURRENCY });
  try {
    return await worker.drain();
  } finally {
    await worker.stop();
  }
}
