import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actAs, startTestServer, type TestServer } from "../../../../test/server/harness/test-app.ts";
import { plainJpeg, upload } from "../../../../test/server/kits/gallery-test-kit.ts";

const TOKEN = "metrics-token-for-the-tests-0123456789";

let server: TestServer;
let off: TestServer;
let member: string;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ METRICS_TOKEN: TOKEN });
  off = await startTestServer();
  member = (await actAs(server, "Standard")).cookie!;
  admin = (await actAs(server, "admin")).cookie!;
});
afterAll(async () => {
  await server?.close();
  await off?.close();
});

const scrape = (target: TestServer, headers: Record<string, string> = {}) =>
  target.app.inject({ method: "GET", url: "/metrics", headers });
const bearer = { authorization: `Bearer ${TOKEN}` };

/** A sample's value in the exposition, e.g. value(text, 'salon_outbox_messages{status="pending"}'). */
function value(text: string, sample: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${sample} `));
  return line === undefined ? undefined : Number(line.slice(sample.length + 1));
}

describe("GET /metrics", () => {
  it("is off without METRICS_TOKEN: 404 for everyone, a bearer or a session changes nothing", async () => {
    for (const headers of [{}, bearer]) expect((await scrape(off, headers)).statusCode).toBe(404);
    const adminOff = (await actAs(off, "admin")).cookie!;
    expect((await scrape(off, { cookie: adminOff })).statusCode).toBe(404);
  });

  it("answers only the bearer of the token: not a visitor, a member or an admin by their session, nor a wrong token", async () => {
    const refusals: Record<string, string>[] = [
      {},
      { cookie: member },
      { cookie: admin },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Bearer ${TOKEN.slice(0, -1)}` },
      { authorization: TOKEN },
      { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString("base64")}` },
      { authorization: "Bearer " },
      { authorization: `Bearer ${"é".repeat(30)}` },
    ];
    for (const headers of refusals) {
      const answer = await scrape(server, headers);
      expect(answer.statusCode, JSON.stringify(headers)).toBe(401);
      expect(answer.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
      expect(answer.json()).toMatchObject({ code: "unauthenticated" });
      expect(answer.body).not.toContain("salon_");
    }
    const answer = await scrape(server, bearer);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers["cache-control"]).toBe("no-store");
  });

  it("counts requests by route and status with their latency, cache hits, image processing, the outbox, the event loop and memory", async () => {
    const before = (await scrape(server, bearer)).body;
    const events = 'salon_http_request_duration_seconds_count{method="GET",route="/api/events",status="200"}';
    const refused = 'salon_http_request_duration_seconds_count{method="GET",route="/api/events",status="401"}';
    const hits = 'salon_cache_lookups_total{cache="events-whole-list",result="hit"}';
    const processed = 'salon_image_processing_seconds_count{outcome="processed"}';
    for (let i = 0; i < 3; i += 1)
      await server.app.inject({ method: "GET", url: "/api/events", headers: { cookie: member } });
    await server.app.inject({ method: "GET", url: "/api/events" });
    expect((await upload(server, member, { data: await plainJpeg(40, 30), name: "a.jpg" })).statusCode).toBe(201);
    await server.database.db
      .insertInto("outbox")
      .values({
        recipient_email: "someone@salon.test",
        recipient_user_id: null,
        kind: "test",
        subject: "Waiting",
        text_body: "x",
        html_body: "x",
        headers: null,
        next_attempt_at: Date.now() + 3_600_000,
        created_at: Date.now() - 90_000,
      })
      .execute();

    const after = (await scrape(server, bearer)).body;
    expect(value(after, events)! - (value(before, events) ?? 0)).toBe(3);
    expect(value(after, refused)! - (value(before, refused) ?? 0)).toBe(1);
    expect(value(after, hits)! - (value(before, hits) ?? 0)).toBeGreaterThanOrEqual(2);
    expect(value(after, processed)! - (value(before, processed) ?? 0)).toBe(1);
    expect(value(after, 'salon_outbox_messages{status="pending"}')).toBeGreaterThanOrEqual(1);
    expect(value(after, "salon_outbox_oldest_pending_age_seconds")).toBeGreaterThanOrEqual(89);
    expect(after).toContain(
      'salon_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/events",status="200"}',
    );
    expect(after).toMatch(/^salon_nodejs_eventloop_lag_seconds \d/m);
    expect(after).toMatch(/^salon_process_resident_memory_bytes \d/m);
    if (server.database.dialect === "postgres")
      expect(value(after, 'salon_database_pool_clients{state="total"}')).toBeGreaterThanOrEqual(1);
    // Only routes as registered are labels: a URL's own ids and unknown paths never become series of their own.
    await server.app.inject({ method: "GET", url: "/api/no-such-thing/123", headers: { cookie: member } });
    const last = (await scrape(server, bearer)).body;
    expect(last).not.toContain("/api/no-such-thing");
  });

  it("counts a message written to the mail drop (no mail server set up) as dropped, never as sent", async () => {
    const sample = (state: string) => `salon_outbox_messages{status="${state}"}`;
    const before = (await scrape(server, bearer)).body;
    const message = (subject: string, mailDrop: number) => ({
      recipient_email: "someone@salon.test",
      recipient_user_id: null,
      kind: "test",
      subject,
      text_body: "x",
      html_body: "x",
      headers: null,
      status: "sent" as const,
      mail_drop: mailDrop,
      next_attempt_at: Date.now(),
      created_at: Date.now(),
    });
    await server.database.db
      .insertInto("outbox")
      .values([message("Dropped one", 1), message("Dropped two", 1), message("Delivered", 0)])
      .execute();

    const after = (await scrape(server, bearer)).body;
    expect(value(after, sample("dropped"))! - (value(before, sample("dropped")) ?? 0)).toBe(2);
    expect(value(after, sample("sent"))! - (value(before, sample("sent")) ?? 0)).toBe(1);
  });

  it("refuses a token shorter than 24 characters at start, naming the setting", async () => {
    await expect(startTestServer({ METRICS_TOKEN: "short" })).rejects.toThrow(
      /^Invalid configuration: METRICS_TOKEN must be at least 24 characters/,
    );
  });
});
