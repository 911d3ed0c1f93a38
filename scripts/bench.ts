// `npm run bench` (docs/performance.md): the built server on the seeded bench club (`npm run seed:bench` first), measured with
// autocannon against a bare node:http server that answers the same bytes, in the same run. Results go into
// docs/performance.md between the bench markers (query plans: docs/query-plans.md). `npm run bench:soak` (BENCH_SOAK=1): 200 connections for 60 s.
//
// Environment: BENCH_RUNS (3), BENCH_SECONDS (10), BENCH_CONNECTIONS ("10,100"), BENCH_ONLY (endpoint keys, comma
// separated), BENCH_SOAK_SECONDS (60), BENCH_SOAK_MIX (endpoint keys; default the five below), BENCH_WRITE_DOC (1; 0 prints only), DATA_DIR (./data-bench), DATABASE_URL,
// BENCH_MEMORY_TRACE (a file: the server writes its memory there every 250 ms, scripts/bench/memory-trace.ts), BENCH_STREAMS
// (1000: the open notification streams of the last stage, `streams` in BENCH_ONLY).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { loadConfig } from "../src/server/config.ts";
import { openDatabase } from "../src/server/kernel/database/database.ts";
import { hashToken } from "../src/server/kernel/tokens/tokens.ts";
import type { MemberType } from "../src/shared/members.ts";
import { budgetLines } from "./bench/budgets.ts";
import { BENCH, benchEmail } from "./bench/club.ts";
import { insertSessions } from "./bench/inserter.ts";
import { queryPlans } from "./bench/plans.ts";
import { cpuMs, peakMemoryMb, resetPeakMemory, startBare, startServer, type Running } from "./bench/processes.ts";
import { seedWholeListClub, WHOLE_LIST } from "./bench/whole-list-club.ts";
import { median, renderResults, renderSoak, renderStreams, writeSection } from "./bench/report.ts";
import type { EndpointResult, Sample, StreamsResult } from "./bench/report.ts";
import { measureStreams } from "./bench/streams.ts";

const root = path.resolve(import.meta.dirname, "..");
const env = process.env;
const RUNS = Number(env.BENCH_RUNS ?? 3);
const SECONDS = Number(env.BENCH_SECONDS ?? 10);
const CONNECTIONS = (env.BENCH_CONNECTIONS ?? "10,100").split(",").map(Number);
const ONLY = env.BENCH_ONLY ? new Set(env.BENCH_ONLY.split(",")) : undefined;
const SOAK = env.BENCH_SOAK === "1";
const SOAK_SECONDS = Number(env.BENCH_SOAK_SECONDS ?? 60);
const SOAK_MIX = (env.BENCH_SOAK_MIX ?? "events,event,gallery,comments,like").split(",");
const WRITE_DOC = env.BENCH_WRITE_DOC !== "0";
const DOC = path.join(root, "docs/performance.md");
const PLANS_DOC = path.join(root, "docs/query-plans.md");
const READERS = 200;
const STREAMS = Number(env.BENCH_STREAMS ?? 1000);

const config = loadConfig({ DATA_DIR: "./data-bench", LOG_LEVEL: "warn", ...env });
const today = new Date().toISOString().slice(0, 10);

// 1. Before the server starts: the ids to ask for, a session for every member but the admin (as POST /login writes them,
//    so posting can rotate thousands of members under the 30-a-minute limit), and the query plans.
const database = openDatabase(config.database);
const cookies: string[] = [];
let ids: { event: string; busyRead: string; busyWrite: string; comments: number[] };
let plans = "";
try {
  const count = await database.db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  if (Number(count.n) < BENCH.members)
    throw new Error(`the bench database has ${count.n} members; run \`npm run seed:bench\` first`);
  const busy = await database.db
    .selectFrom("comments")
    .select("commentable_id")
    .where("id", "in", [1, BENCH.busyComments * 4 + 1])
    .orderBy("id")
    .execute();
  const firstComments = await database.db
    .selectFrom("comments")
    .select("id")
    .where("commentable_id", "=", busy[0]!.commentable_id)
    .execute();
  ids = {
    event: busy[0]!.commentable_id,
    busyRead: busy[0]!.commentable_id,
    busyWrite: busy[1]!.commentable_id,
    comments: firstComments.map((c) => c.id),
  };
  const sessions = Array.from({ length: BENCH.members - 1 }, (_, i) => ({
    token: randomBytes(32).toString("base64url"),
    userId: i + 2,
  }));
  await insertSessions(
    database.db,
    sessions.map((s) => ({ tokenHash: hashToken(s.token), userId: s.userId })),
  );
  for (const s of sessions) cookies.push(`salon_session=${s.token}`);
  const viewer = await database.db
    .selectFrom("users")
    .select(["user_id", "type", "admin"])
    .where("user_id", "=", 2)
    .executeTakeFirstOrThrow();
  plans = await queryPlans(database, {
    viewer: { user_id: viewer.user_id, type: viewer.type as MemberType, admin: viewer.admin === 1 },
    tokenHash: hashToken(sessions[0]!.token),
    fromMs: Date.parse(`${today}T00:00:00Z`),
    eventId: ids.event,
    busyEventId: ids.busyRead,
  });
} finally {
  await database.close();
}

// 2. The endpoints: each makes its next request (rotating members, addresses and comments).
interface Request {
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
}
interface Endpoint {
  key: string;
  title: string;
  next(): Request;
  /** Served by a second server on the small whole-list club (bench/whole-list-club.ts) rather than the bench club. */
  wholeListClub?: true;
}
let turn = 0;
const reader = () => cookies[turn++ % READERS]!;
const writer = () => cookies[turn++ % cookies.length]!;
const json = { "content-type": "application/json" };
let address = 0;
/** Two-word searches over the bench club's words: a rare pair, a common pair, a prefix, a typo. */
const SEARCHES = ["wine tasting", "guest speaker", "club pho", "conversaton evening"];
const wholeListCookies: string[] = [];
const ENDPOINTS: Endpoint[] = [
  {
    key: "allEvents",
    title: `The whole events list — GET /api/events (a club of ${WHOLE_LIST.events} events, ${WHOLE_LIST.members} members)`,
    next: () => ({
      method: "GET",
      path: "/api/events",
      headers: { cookie: wholeListCookies[turn++ % wholeListCookies.length]! },
    }),
    wholeListClub: true,
  },
  {
    key: "events",
    title: `The next 20 events — GET /api/events?from=<today>&limit=20`,
    next: () => ({ method: "GET", path: `/api/events?from=${today}&limit=20`, headers: { cookie: reader() } }),
  },
  {
    key: "event",
    title: "One event page's data — GET /api/events/:id",
    next: () => ({ method: "GET", path: `/api/events/${ids.event}`, headers: { cookie: reader() } }),
  },
  {
    key: "gallery",
    title: "The first gallery page — GET /api/images?limit=50",
    next: () => ({ method: "GET", path: "/api/images?limit=50", headers: { cookie: reader() } }),
  },
  {
    key: "comments",
    title: `A busy event's comments (${BENCH.busyComments}, with likes) — GET /api/comments?commentableId=…`,
    next: () => ({ method: "GET", path: `/api/comments?commentableId=${ids.busyRead}`, headers: { cookie: reader() } }),
  },
  {
    key: "home",
    title: `A member's home — GET /api/me/home (rotating ${READERS} members)`,
    next: () => ({ method: "GET", path: "/api/me/home", headers: { cookie: reader() } }),
  },
  {
    key: "search",
    title: `A two-word search — GET /api/search?q=… (every kind, rotating ${BENCH.members - 1} members and 4 queries)`,
    next: () => ({
      method: "GET",
      path: `/api/search?q=${encodeURIComponent(SEARCHES[turn % SEARCHES.length]!)}`,
      headers: { cookie: writer() },
    }),
  },
  {
    key: "login",
    title: "Login — POST /login (argon2id; a different X-Forwarded-For per request)",
    next: () => {
      address += 1;
      const member = 2 + (address % (BENCH.members - 1));
      return {
        method: "POST",
        path: "/login",
        headers: { ...json, "x-forwarded-for": `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` },
        body: JSON.stringify({ email: benchEmail(member), password: BENCH.password }),
      };
    },
  },
  {
    key: "comment",
    title: `Posting a comment — POST /api/comments (rotating ${BENCH.members - 1} members)`,
    next: () => ({
      method: "POST",
      path: "/api/comments",
      headers: { ...json, cookie: writer() },
      body: JSON.stringify({ commentableId: ids.busyWrite, content: "Count me in, see you there!" }),
    }),
  },
  {
    key: "like",
    title: "Liking — POST /api/comments/:id/like",
    next: () => ({
      method: "POST",
      path: `/api/comments/${ids.comments[turn % ids.comments.length]}/like`,
      headers: { cookie: writer() },
    }),
  },
];

async function load(
  target: Running,
  endpoint: Endpoint | Endpoint[],
  connections: number,
  seconds: number,
): Promise<Sample> {
  const list = Array.isArray(endpoint) ? endpoint : [endpoint];
  const cpuBefore = cpuMs(target.pid);
  const result = await autocannon({
    url: target.base,
    connections,
    duration: seconds,
    requests: list.map((e) => ({ setupRequest: (request) => ({ ...request, ...e.next() }) })),
  });
  return {
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    cpuMs: (cpuMs(target.pid) - cpuBefore) / Math.max(1, result.requests.total),
  };
}

/** One real answer, kept byte for byte for the bare server. */
async function capture(base: string, endpoint: Endpoint, file: string) {
  const request = endpoint.next();
  const response = await fetch(`${base}${request.path}`, {
    method: request.method,
    headers: request.headers,
    ...(request.body ? { body: request.body } : {}),
  });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status >= 300)
    throw new Error(
      `${endpoint.key}: ${request.method} ${request.path} answered ${response.status}: ${body.toString().slice(0, 300)}`,
    );
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (!["date", "connection", "keep-alive", "transfer-encoding", "content-length", "set-cookie"].includes(name))
      headers[name] = value;
  });
  if (response.headers.getSetCookie().length) headers["set-cookie"] = response.headers.getSetCookie();
  fs.writeFileSync(file, JSON.stringify({ status: response.status, headers, bodyBase64: body.toString("base64") }));
  return body.length;
}

// 3. Measure.
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, ${config.database.kind === "sqlite" ? "SQLite (WAL)" : "PostgreSQL"}; load average at start ${os
  .loadavg()
  .map((n) => n.toFixed(1))
  .join(" / ")}`;
console.log(machine);
if (!fs.existsSync(path.join(root, "dist/web/index.html")))
  console.log("note: dist/web is not built (`npm run build`); the API does not need it");
const logFile = path.join(config.dataDir, "bench-server.log");
const memoryTrace: Record<string, string> = env.BENCH_MEMORY_TRACE
  ? {
      SALON_MEMORY_TRACE: path.resolve(env.BENCH_MEMORY_TRACE),
      NODE_OPTIONS: `${env.NODE_OPTIONS ?? ""} --import ${path.join(root, "scripts/bench/memory-trace.ts")}`.trim(),
    }
  : {};
const serverEnv: Record<string, string> = {
  DATA_DIR: config.dataDir,
  TRUST_PROXY: "true",
  ...(env.LOG_LEVEL ? {} : { LOG_LEVEL: "info" }),
};
const server = await startServer({ ...serverEnv, ...memoryTrace }, logFile);
const work = fs.mkdtempSync(path.join(os.tmpdir(), "salon-bench-"));
let wholeListServer: Running | undefined;
try {
  if (!SOAK && ENDPOINTS.some((e) => e.wholeListClub && (!ONLY || ONLY.has(e.key)))) {
    const dataDir = path.join(config.dataDir, "whole-list-club");
    wholeListCookies.push(...(await seedWholeListClub(dataDir)));
    wholeListServer = await startServer(
      { ...serverEnv, DATA_DIR: dataDir, DATABASE_URL: "" },
      path.join(config.dataDir, "bench-whole-list-server.log"),
    );
  }
  // The login path works as a member would use it (the rest of the cookies were minted above).
  const login = await fetch(`${server.base}/login`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email: benchEmail(2), password: BENCH.password }),
  });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  cookies[0] = login.headers.getSetCookie()[0]!.split(";")[0]!;

  if (SOAK) {
    const mix = ENDPOINTS.filter((e) => SOAK_MIX.includes(e.key));
    console.log(`soak: ${mix.map((e) => e.key).join(", ")} in turn, 200 connections, ${SOAK_SECONDS} s`);
    const sample = await load(server, mix, 200, SOAK_SECONDS);
    const memory = peakMemoryMb(server.pid);
    console.log(JSON.stringify({ ...sample, memoryMb: memory }));
    if (WRITE_DOC)
      writeSection(
        DOC,
        "soak",
        renderSoak(
          sample,
          memory,
          machine,
          SOAK_SECONDS,
          mix.map((e) => e.key),
        ),
      );
  } else {
    const results: EndpointResult[] = [];
    // Each endpoint's own peak: the server's VmHWM is set back to its resident size before the endpoint runs. The peak
    // through the whole run is the highest of start's and every endpoint's, since together they cover all of it.
    const startMb = peakMemoryMb(server.pid);
    let peakMb = startMb;
    console.log(`server VmHWM after start and the first login: ${startMb} MB`);
    for (const endpoint of ENDPOINTS.filter((e) => !ONLY || ONLY.has(e.key))) {
      const target = endpoint.wholeListClub ? wholeListServer! : server;
      resetPeakMemory(target.pid);
      const residentMb = peakMemoryMb(target.pid);
      const file = path.join(work, `${endpoint.key}.json`);
      const bytes = await capture(target.base, endpoint, file);
      const bare: Running = await startBare(file);
      const rows: EndpointResult["rows"] = [];
      try {
        for (const connections of CONNECTIONS) {
          const app: Sample[] = [];
          const node: Sample[] = [];
          for (let run = 0; run < RUNS; run++) {
            // Alternate which goes first, so a drift in the machine's load falls on both.
            if (run % 2 === 0) {
              app.push(await load(target, endpoint, connections, SECONDS));
              node.push(await load(bare, endpoint, connections, SECONDS));
            } else {
              node.push(await load(bare, endpoint, connections, SECONDS));
              app.push(await load(target, endpoint, connections, SECONDS));
            }
          }
          const row = { connections, app: median(app), node: median(node) };
          rows.push(row);
          console.log(
            `${endpoint.key} @${connections}: ${row.app.rps.toFixed(0)} req/s (bare ${row.node.rps.toFixed(0)}, ${((100 * row.app.rps) / row.node.rps).toFixed(1)}%), p50 ${row.app.p50} ms, p99 ${row.app.p99} ms, errors ${row.app.errors}, non-2xx ${row.app.non2xx}, CPU ${row.app.cpuMs.toFixed(2)} ms/request (bare ${row.node.cpuMs.toFixed(3)})`,
          );
        }
      } finally {
        await bare.stop();
      }
      const memoryMb = peakMemoryMb(target.pid);
      // The whole-list club's server is another process: its peak is its own, not the bench club server's.
      if (target === server) peakMb = Math.max(peakMb, memoryMb);
      results.push({ key: endpoint.key, title: endpoint.title, bytes, rows, memoryMb, residentMb });
      console.log(`server VmHWM while ${endpoint.key} ran: ${memoryMb} MB (resident at its start: ${residentMb} MB)`);
    }
    console.log(`server peak memory (VmHWM) through the whole run: ${peakMb} MB`);
    // Last, and on a server of their own on the same data: the endpoints' heap, grown and then left with room, would
    // take the streams in without growing, and say nothing of what one costs.
    let streams: StreamsResult | undefined;
    if (!ONLY || ONLY.has("streams")) {
      streams = await measureStreams(
        () => startServer(serverEnv, path.join(config.dataDir, "bench-streams-server.log")),
        config.database,
        cookies.map((cookie, i) => ({ userId: i + 2, cookie })),
        STREAMS,
      );
      console.log(renderStreams(streams).replaceAll("**", ""));
    }
    const budgets = budgetLines(results, peakMb, CONNECTIONS, streams);
    console.log(["Budgets:", ...budgets].join("\n"));
    if (WRITE_DOC) {
      const command = `BENCH_RUNS=${RUNS} BENCH_SECONDS=${SECONDS} BENCH_CONNECTIONS=${CONNECTIONS.join(",")}${ONLY ? ` BENCH_ONLY=${[...ONLY].join(",")}` : ""}${env.BENCH_STREAMS ? ` BENCH_STREAMS=${STREAMS}` : ""} npm run bench`;
      writeSection(
        DOC,
        "results",
        renderResults(results, {
          machine,
          memory: { peak: peakMb, start: startMb },
          command,
          runs: RUNS,
          seconds: SECONDS,
          date: new Date().toISOString(),
        }) +
          (streams ? `\n${renderStreams(streams)}` : "") +
          (budgets.length ? `\n\nBudgets in this run:\n\n${budgets.join("\n")}` : ""),
      );
      writeSection(PLANS_DOC, "plans", plans);
    }
  }
} finally {
  await server.stop();
  await wholeListServer?.stop();
  fs.rmSync(work, { recursive: true, force: true });
}
