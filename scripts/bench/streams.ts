// The bench's open-streams stage (issues 35 and 39): what N open notification streams (`GET /api/me/stream`) cost the
// server in resident memory, whether every one stays open, and how long one notice takes to reach them all.
import http from "node:http";
import { v7 as uuidv7 } from "uuid";
import type { Database as DatabaseConfig } from "../../src/server/config.ts";
import { openDatabase, type Database } from "../../src/server/kernel/database/database.ts";
import { EVENT_TYPES } from "../../src/shared/event-limits.ts";
import { STREAM_EVENTS, STREAMS_PER_MEMBER } from "../../src/shared/notifications.ts";
import { INTRODUCTION_PATHS } from "../../src/shared/paths/introductions.ts";
import { quiet, residentKb, peakMemoryMb, resetPeakMemory, type Running } from "./processes.ts";
import type { StreamsResult } from "./report.ts";

/** Streams opened at once: a burst of a thousand connections would overflow the listen backlog, not measure streams. */
const OPENING_BATCH = 100;
const WAIT_MS = 30_000;
const WARM_UP = 20;
/** After the server is idle, before a memory reading: V8 and glibc give back what they will without being asked. */
const SETTLE_MS = 2_000;
const EVENT_SLUG = "bench-streams";

interface Member {
  userId: number;
  cookie: string;
}

/** One open stream as a browser tab holds it: open once its first unread count came, noticed once a notice came. */
function openStream(base: string, cookie: string) {
  let opened!: () => void;
  const state = {
    openedAt: undefined as number | undefined,
    noticeAt: undefined as number | undefined,
    failure: undefined as string | undefined,
    opened: new Promise<void>((resolve) => (opened = resolve)),
    closing: false,
    close: () => {
      state.closing = true;
      request.destroy();
    },
  };
  const fail = (why: string) => {
    if (state.closing || state.failure) return;
    state.failure = why;
    opened();
  };
  const request = http.get(`${base}/api/me/stream`, { agent: false, headers: { cookie } }, (response) => {
    if (response.statusCode !== 200) return fail(`answered ${response.statusCode}`);
    response.setEncoding("utf8");
    let buffered = "";
    response.on("data", (chunk: string) => {
      buffered += chunk;
      const blocks = buffered.split("\n\n");
      buffered = blocks.pop()!;
      for (const block of blocks) {
        const event = /^event: (.+)$/m.exec(block)?.[1];
        if (event === STREAM_EVENTS.unread && state.openedAt === undefined) {
          state.openedAt = performance.now();
          opened();
        } else if (event === STREAM_EVENTS.notice) state.noticeAt ??= performance.now();
        else if (event === STREAM_EVENTS.superseded) fail("superseded");
      }
    });
    response.on("close", () => fail("ended by the server"));
  });
  request.on("error", (error) => fail(error.message));
  return state;
}
type Stream = ReturnType<typeof openStream>;

const within = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))]);

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;

/**
 * On a server of its own (`start`): opens `count` streams spread over the members after the first (one each while
 * there are enough of them, at most STREAMS_PER_MEMBER), measures its resident memory settled before and with them,
 * then has the first member write to an event whose participants are the others (the organiser's message: a notice
 * to each, in one write) and times its arrival on every stream, closes them and measures again. The event and what
 * the message wrote are removed afterwards.
 */
export async function measureStreams(
  start: () => Promise<Running>,
  databaseConfig: DatabaseConfig,
  [organiser, ...members]: readonly Member[],
  count: number,
): Promise<StreamsResult> {
  const perMember = Math.ceil(count / members.length);
  if (!organiser || perMember > STREAMS_PER_MEMBER)
    throw new Error(`${count} streams need more than ${members.length} members × ${STREAMS_PER_MEMBER}`);
  const streaming = members.slice(0, Math.ceil(count / perMember));
  const server = await start();
  const database = openDatabase(databaseConfig);
  const streams: Stream[] = [];
  try {
    const settle = async () => {
      await quiet(server.pid);
      await new Promise((r) => setTimeout(r, SETTLE_MS));
    };
    // The stream's code and queries run before the first reading: the figure is then the streams', not the first's.
    const warmUp = streaming.slice(0, WARM_UP).map((m) => openStream(server.base, m.cookie));
    await within(Promise.all(warmUp.map((s) => s.opened)), WAIT_MS);
    for (const stream of warmUp) stream.close();
    await settle();
    resetPeakMemory(server.pid);
    const beforeKb = residentKb(server.pid);
    let openMs = 0;
    const openUpTo = async (upTo: number) => {
      const t0 = performance.now();
      for (let at = streams.length; at < upTo; at = streams.length) {
        const batch = Array.from({ length: Math.min(OPENING_BATCH, upTo - at) }, (_, i) =>
          openStream(server.base, streaming[(at + i) % streaming.length]!.cookie),
        );
        streams.push(...batch);
        await within(Promise.all(batch.map((s) => s.opened)), WAIT_MS);
      }
      openMs += performance.now() - t0;
      await settle();
    };
    // Half first: what the second half adds is without the steps the heap takes once, as the first open.
    const half = Math.floor(count / 2);
    await openUpTo(half);
    const halfKb = residentKb(server.pid);
    await openUpTo(count);
    const openKb = residentKb(server.pid);
    const delivery = await deliverOne(server, database, organiser, streaming, streams);
    const failed = streams.filter((s) => s.failure || s.openedAt === undefined);
    await settle();
    const deliveredKb = residentKb(server.pid);
    for (const stream of streams) stream.close();
    await settle();
    return {
      streams: count,
      members: streaming.length,
      openMs,
      beforeKb,
      half,
      halfKb,
      openKb,
      deliveredKb,
      afterKb: residentKb(server.pid),
      peakMb: peakMemoryMb(server.pid),
      failed: failed.length,
      failures: [...new Set(failed.map((s) => s.failure ?? "never opened"))],
      delivery,
    };
  } finally {
    for (const stream of streams) stream.close();
    await database.close();
    await server.stop();
  }
}

/** The organiser writes to her event's participants, every streaming member; ms from the write to each stream's notice. */
async function deliverOne(
  server: Running,
  database: Database,
  organiser: Member,
  members: readonly Member[],
  streams: readonly Stream[],
): Promise<StreamsResult["delivery"]> {
  const db = database.db;
  const eventId = await benchEvent(database, organiser.userId, members);
  try {
    await db.deleteFrom("rate_limits").where("bucket", "=", `event-message:${organiser.userId}`).execute();
    const t0 = performance.now();
    const answer = await fetch(`${server.base}${INTRODUCTION_PATHS.eventMessage.replace(":id", eventId)}`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: organiser.cookie },
      body: JSON.stringify({ text: "The bench's notice to every open stream." }),
    });
    const answerMs = performance.now() - t0;
    const body = (await answer.json()) as { sent_to?: number };
    if (answer.status !== 201) throw new Error(`the organiser's message answered ${answer.status}`);
    const deadline = Date.now() + WAIT_MS;
    while (Date.now() < deadline && streams.some((s) => s.noticeAt === undefined && !s.failure))
      await new Promise((r) => setTimeout(r, 20));
    const times = streams
      .filter((s) => s.noticeAt !== undefined)
      .map((s) => s.noticeAt! - t0)
      .sort((a, b) => a - b);
    return {
      sentTo: body.sent_to ?? 0,
      answerMs,
      received: times.length,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      max: times.at(-1) ?? NaN,
    };
  } finally {
    await removeEvent(database, eventId);
  }
}

/** The bench's event and what its message wrote: its notices, emails and participants. */
async function removeEvent({ db }: Database, id: string) {
  await db.deleteFrom("outbox").where("idempotency_key", "like", `event-message:${id}:%`).execute();
  await db.deleteFrom("notices").where("subject_id", "=", id).execute();
  await db.deleteFrom("event_participants").where("event_id", "=", id).execute();
  await db.deleteFrom("events").where("id", "=", id).execute();
}

/** An open event of the organiser's a month ahead with every streaming member taking part (a left-over one removed first). */
async function benchEvent(database: Database, organiserId: number, members: readonly Member[]): Promise<string> {
  const db = database.db;
  const left = await db.selectFrom("events").select("id").where("slug", "=", EVENT_SLUG).execute();
  for (const { id } of left) await removeEvent(database, id);
  const id = uuidv7();
  const now = Date.now();
  const startsAt = Math.round((now + 30 * 86_400_000) / 1_800_000) * 1_800_000;
  const iso = new Date(startsAt).toISOString();
  const endIso = new Date(startsAt + 7_200_000).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("events")
      .values({
        id,
        slug: EVENT_SLUG,
        title: "The open streams bench",
        description: "Written by the bench's streams stage and removed after it.",
        note: null,
        color: "#2f5d62",
        type: Object.keys(EVENT_TYPES)[0]!,
        exclusivity: "open",
        confidential: 0,
        event_date: iso.slice(0, 10),
        end_date: endIso.slice(0, 10),
        start_time: iso.slice(11, 16),
        end_time: endIso.slice(11, 16),
        timezone: "UTC",
        starts_at: startsAt,
        ends_at: startsAt + 7_200_000,
        is_physical: 0,
        location: null,
        zip_code: null,
        city: null,
        state: null,
        country: null,
        virtual_link: "https://meet.example.com/bench-streams",
        banner_image_id: null,
        created_by: organiserId,
        created_at: now,
        updated_at: now,
        guests_max: 0,
      })
      .execute();
    await trx
      .insertInto("event_participants")
      .values(members.map((m) => ({ event_id: id, user_id: m.userId, joined_at: now })))
      .execute();
  });
  return id;
}
