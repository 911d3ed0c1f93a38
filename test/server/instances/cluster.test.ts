// Past one machine (README, Operations, "Several instances"): three real instances behind Debian's nginx as the load
// balancer, configured from the README's block, on one database and one S3-compatible store (s3rver, on 127.0.0.1),
// started as `npm run cluster` starts them (cluster-kit.ts). On PostgreSQL every instance has a DATA_DIR of its own,
// as on three machines; on SQLite they share the database file (one machine) but still keep no media on disk.
// nginx is required (CI installs it, .ci/run): when it is missing this test fails, it does not skip.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Image } from "../../../src/shared/gallery.ts";
import { IMAGE_TEXTS } from "../../../src/shared/texts/gallery.ts";
import { loadConfig } from "../../../src/server/config.ts";
import { openDatabase, type Database } from "../../../src/server/kernel/database/database.ts";
import { testDialect } from "../harness/test-app.ts";
import { insertMembers } from "../kits/mailings-test-kit.ts";
import { startSmtpTestServer, type SmtpTestServer } from "../kits/smtp-test-server.ts";
import { plainJpeg, uploadForm } from "../kits/gallery-test-kit.ts";
import { startCluster, type Cluster } from "./cluster-kit.ts";
import { call, download, freshPlace, loginOn, type Instance, type Place } from "./instances-kit.ts";

const ADMIN = { email: "admin@cluster.test", password: "Velvet-Salon-2026" };
/** How long nginx keeps an instance marked down after a failure: the README's fail_timeout. */
const FAIL_TIMEOUT_MS = 5_000;

let place: Place;
let smtp: SmtpTestServer;
let database: Database;
let cluster: Cluster;
let instances: Instance[];
let front: string;

beforeAll(async () => {
  place = await freshPlace("cluster");
  // Each message takes a few milliseconds to accept, so a mailing outlasts one poll and every worker takes part.
  smtp = await startSmtpTestServer({ beforeAccept: () => new Promise((resolve) => setTimeout(resolve, 3)) });
  cluster = await startCluster({
    dataDir: place.dataDir,
    databaseUrl: place.databaseUrl,
    bucket: "cluster",
    env: (index) => ({
      SMTP_URL: smtp.url,
      MAIL_FROM: `Salon ${index} <instance${index}@cluster.test>`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    }),
  });
  instances = cluster.instances;
  front = cluster.front;
  database = openDatabase(loadConfig({ ...place.env, LOG_LEVEL: "silent" }).database);
  // The web app may be built first (when its sources changed since the last build, as `npm start` does).
}, 300_000);

afterAll(async () => {
  await cluster?.close();
  await database?.close();
  await smtp?.stop();
  await place?.remove();
});

describe(`three instances behind nginx on one ${testDialect} database and one S3-compatible store`, () => {
  it("a session made through one instance works on every other, and through the balancer", async () => {
    const cookie = await loginOn(instances[0]!.base, ADMIN.email, ADMIN.password);
    for (const base of [...instances.map((i) => i.base), front]) {
      expect(await (await call(base, "GET", "/auth-status", { cookie })).json()).toMatchObject({ authenticated: true });
      expect((await call(base, "GET", "/api/events", { cookie })).status).toBe(200);
      expect((await call(base, "GET", "/api/events")).status).toBe(401);
    }
  });

  it("serves the club through the balancer, not only its API: the web app built as `npm start` builds it", async () => {
    for (const url of ["/", "/login"]) {
      const response = await call(front, "GET", url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("content-type"), url).toMatch(/^text\/html/);
      expect(await response.text(), url).toMatch(/^<!doctype html>/i);
    }
  });

  it("a photo uploaded through one instance is served, byte for byte, by the others; no instance keeps it on disk", async () => {
    const cookie = await loginOn(front, ADMIN.email, ADMIN.password);
    const uploaded = await call(instances[1]!.base, "POST", "/upload-image", {
      cookie,
      form: uploadForm({ data: await plainJpeg(800, 600), name: "terrace.jpg" }, { title: "The terrace" }),
    });
    expect(uploaded.status).toBe(201);
    const image = (await uploaded.json()) as Image;
    const fromUploader = await download(instances[1]!.base, image.display_url, cookie);
    expect(fromUploader).toMatchObject({ status: 200, type: "image/webp" });
    for (const base of [instances[0]!.base, instances[2]!.base, front]) {
      const served = await download(base, image.display_url, cookie);
      expect(served.status).toBe(200);
      expect(served.bytes.equals(fromUploader.bytes)).toBe(true);
      expect((await download(base, image.display_url, undefined)).status).toBe(401);
    }
    for (const env of cluster.envs)
      expect(fs.existsSync(path.join(env.DATA_DIR!, "media", "images")), env.DATA_DIR).toBe(false);
  });

  it("counts the login limit across instances: ten a minute from one address, whichever instance answers", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const response = await fetch(`${instances[i % 3]!.base}/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.77" },
        body: JSON.stringify({ email: "nobody@cluster.test", password: "wrong-password" }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
  });

  it(
    "a mailing to 500 members with the workers of all three running sends each message once",
    { timeout: 90_000 },
    async () => {
      const members = await insertMembers({ database }, 500, "Cluster");
      const cookie = await loginOn(front, ADMIN.email, ADMIN.password);
      const sent = await call(front, "POST", "/api/admin/send-email", {
        cookie,
        json: { subject: "All three", body: "<p>One letter each.</p>", recipientGroup: "all" },
      });
      expect(sent.status).toBe(200);
      const expected = [ADMIN.email, ...members.map((member) => member.email)].sort();
      expect(((await sent.json()) as { recipients: number }).recipients).toBe(expected.length);
      await smtp.waitForMessages(expected.length, 75_000);
      await waitUntilOutboxSettles(database);
      const mailing = smtp.received.filter((email) => email.subject === "All three");
      expect(mailing.flatMap((email) => email.envelopeTo).sort()).toEqual(expected);
      expect(new Set(mailing.map((email) => email.from)).size).toBe(3);
    },
  );

  it(
    "the store stopped under load: every API call is answered, photos answer 503 saying why, and are served once it is back",
    { timeout: 40_000 },
    async () => {
      const cookie = await loginOn(front, ADMIN.email, ADMIN.password);
      const uploaded = await call(front, "POST", "/upload-image", {
        cookie,
        form: uploadForm({ data: await plainJpeg(640, 480), name: "garden.jpg" }, { title: "The garden" }),
      });
      expect(uploaded.status).toBe(201);
      const image = (await uploaded.json()) as Image;
      const before = await download(front, image.display_url, cookie);
      expect(before.status).toBe(200);

      const apiStatuses: number[] = [];
      const photoAnswers: Array<{ status: number; retryAfter: string | null; body: string }> = [];
      let stop = false;
      const apiReader = async () => {
        while (!stop) {
          const read = await call(front, "GET", "/api/events", { cookie });
          apiStatuses.push(read.status);
          await read.arrayBuffer();
        }
      };
      const photoReader = async () => {
        while (!stop) {
          const read = await call(front, "GET", image.display_url, { cookie });
          const body = read.status === 200 ? (await read.arrayBuffer(), "") : await read.text();
          photoAnswers.push({ status: read.status, retryAfter: read.headers.get("retry-after"), body });
        }
      };
      const load = Promise.all([apiReader(), apiReader(), photoReader(), photoReader()]);
      let uploadWhileAway: Response;
      try {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await cluster.store.pause();
        await new Promise((resolve) => setTimeout(resolve, 2_500));
        uploadWhileAway = await call(front, "POST", "/upload-image", {
          cookie,
          form: uploadForm({ data: await plainJpeg(320, 240), name: "pond.jpg" }, { title: "The pond" }),
        });
      } finally {
        stop = true;
        await load;
        await cluster.store.resume();
      }

      expect(apiStatuses.length).toBeGreaterThan(20);
      expect(apiStatuses.filter((status) => status !== 200)).toEqual([]);
      const refused = photoAnswers.filter((answer) => answer.status !== 200);
      expect(refused.length).toBeGreaterThan(0);
      const storeAway = { status: 503, retryAfter: "10", body: expect.stringContaining(IMAGE_TEXTS.storeUnavailable) };
      expect(refused).toEqual(refused.map(() => storeAway));
      expect(uploadWhileAway.status).toBe(503);
      expect(await uploadWhileAway.json()).toMatchObject({ error: IMAGE_TEXTS.storeUnavailable });

      // The store is back: the photo is served again through the balancer, and every call is answered still.
      const deadline = Date.now() + 10_000;
      let after = await download(front, image.display_url, cookie);
      while (after.status !== 200 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        after = await download(front, image.display_url, cookie);
      }
      expect(after.status).toBe(200);
      expect(after.bytes.equals(before.bytes)).toBe(true);
      for (let i = 0; i < 6; i += 1) expect((await call(front, "GET", "/api/events", { cookie })).status).toBe(200);
    },
  );

  it("one instance killed under load: the balancer keeps answering, and every accepted write is there", async () => {
    const cookie = await loginOn(front, ADMIN.email, ADMIN.password);
    const event = await call(front, "POST", "/api/events", {
      cookie,
      json: {
        title: "Supper under load",
        type: "wine-tasting",
        exclusivity: "open",
        description: "",
        color: "#aa3366",
        event_date: "2031-06-14",
        start_time: "19:00",
        end_time: "22:00",
        timezone: "Europe/London",
        is_physical: true,
        location: "The club",
        zip_code: "",
        city: "London",
        state: "",
        country: "United Kingdom",
        virtual_link: null,
      },
    });
    expect(event.status, await event.clone().text()).toBe(201);
    const eventId = ((await event.json()) as { id: string }).id;

    const statuses: number[] = [];
    const accepted: number[] = [];
    let stop = false;
    const worker = async (n: number) => {
      for (let i = 0; !stop; i += 1) {
        const read = await call(front, "GET", "/api/events", { cookie });
        statuses.push(read.status);
        await read.arrayBuffer();
        const comment = await call(front, "POST", "/api/comments", {
          cookie,
          json: { commentableId: eventId, content: `Load ${n}-${i}` },
        });
        if (comment.status === 201) accepted.push(((await comment.json()) as { id: number }).id);
        else await comment.arrayBuffer();
      }
    };
    const load = Promise.all([worker(1), worker(2), worker(3)]);
    await new Promise((resolve) => setTimeout(resolve, 700));
    await instances[2]!.kill();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    stop = true;
    await load;

    expect(statuses.length).toBeGreaterThan(20);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(accepted.length).toBeGreaterThan(0);
    const thread = (await (
      await call(front, "GET", `/api/comments?commentableId=${eventId}`, { cookie })
    ).json()) as Array<{ id: number }>;
    const stored = new Set(thread.map((comment) => comment.id));
    expect(accepted.filter((id) => !stored.has(id))).toEqual([]);
    // Every read after the kill was answered by one of the two left.
    for (let i = 0; i < 10; i += 1) expect((await call(front, "GET", "/healthz")).status).toBe(200);
  });

  it("a rolling restart, one instance at a time, under load: every read through the balancer is answered", async () => {
    const cookie = await loginOn(front, ADMIN.email, ADMIN.password);
    const statuses: number[] = [];
    let stop = false;
    const reader = async () => {
      while (!stop) {
        const read = await call(front, "GET", "/api/events", { cookie });
        statuses.push(read.status);
        await read.arrayBuffer();
      }
    };
    const load = Promise.all([reader(), reader(), reader()]);
    try {
      // The one killed before comes back first, then each of the others is stopped (SIGTERM) and started again.
      for (const index of [2, 0, 1]) {
        await cluster.restart(index);
        // As an operator does: the next one goes only once the balancer has taken this one back (its fail_timeout),
        // or for a moment every instance would be marked down and nginx would answer 502.
        await new Promise((resolve) => setTimeout(resolve, FAIL_TIMEOUT_MS + 500));
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      stop = true;
      await load;
    }
    expect(statuses.length).toBeGreaterThan(50);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    // Three instances started one after the other: on a busy two-core machine (CI runs three suites side by side)
    // each start takes seconds.
  }, 180_000);
});

/** Nothing waiting or in flight, then one more poll interval of the workers: a late duplicate would have shown. */
async function waitUntilOutboxSettles(db: Database) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const busy = await db.db
      .selectFrom("outbox")
      .select("id")
      .where("status", "in", ["pending", "sending"])
      .limit(1)
      .execute();
    if (busy.length === 0) break;
    if (Date.now() > deadline) throw new Error("the outbox did not settle");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 1500));
}
