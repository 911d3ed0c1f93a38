// Past one machine (README, Operations, "Several instances"): three real instances behind Debian's nginx as the load balancer, on one database and
// one S3-compatible store (s3rver, started here on 127.0.0.1). On PostgreSQL every instance has a DATA_DIR of its own,
// as on three machines; on SQLite they share the database file (one machine) but still keep no media on disk.
// nginx is required (CI installs it, .ci/run): when it is missing this test fails, it does not skip.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Image } from "../../../src/shared/gallery.ts";
import { loadConfig } from "../../../src/server/config.ts";
import { openDatabase, type Database } from "../../../src/server/db/database.ts";
import { testDialect } from "../harness/test-app.ts";
import { insertMembers } from "../kits/mailings-test-kit.ts";
import { startSmtpTestServer, type SmtpTestServer } from "../kits/smtp-test-server.ts";
import { plainJpeg, uploadForm } from "../kits/gallery-test-kit.ts";
import { startTestS3, type TestS3 } from "../kits/s3-test-kit.ts";
import {
  call,
  download,
  freePort,
  freshPlace,
  loginOn,
  startInstance,
  type Instance,
  type Place,
} from "./instances-kit.ts";

const ADMIN = { email: "admin@cluster.test", password: "Velvet-Salon-2026" };
/** How long nginx keeps an instance marked down after one failure. */
const FAIL_TIMEOUT_MS = 5_000;

function nginxBinary(): string {
  for (const candidate of [process.env.NGINX, "/usr/sbin/nginx", "nginx"]) {
    if (candidate && spawnSync(candidate, ["-v"]).status === 0) return candidate;
  }
  throw new Error("nginx is needed for this test (Debian: apt-get install nginx); .ci/run installs it");
}

let place: Place;
let s3: TestS3;
let smtp: SmtpTestServer;
let database: Database;
const instances: Instance[] = [];
const envs: Record<string, string>[] = [];
const dataDirs: string[] = [];
let nginx: ChildProcess;
let prefix: string;
let front: string;

function instanceEnv(index: number) {
  let dataDir = place.dataDir;
  if (place.databaseUrl) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `salon-cluster-${index}-`));
    dataDirs.push(dataDir);
  }
  return {
    ...place.env,
    ...s3.env("cluster"),
    SMTP_URL: smtp.url,
    MAIL_FROM: `Salon ${index} <instance${index}@cluster.test>`,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    TRUST_PROXY: "127.0.0.1",
  };
}

/** The balancer: the README's location block, with the three instances as one upstream that retries another on failure. */
async function startNginx(ports: number[]) {
  const frontPort = await freePort();
  prefix = fs.mkdtempSync(path.join(os.tmpdir(), "salon-cluster-nginx-"));
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`;
  fs.writeFileSync(
    path.join(prefix, "nginx.conf"),
    `daemon off;
master_process off;
pid ${path.join(prefix, "nginx.pid")};
error_log ${path.join(prefix, "error.log")} warn;
events { worker_connections 256; }
http {
  access_log off;
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
  upstream salon {
    ${ports.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=${FAIL_TIMEOUT_MS / 1000}s;`).join("\n    ")}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${frontPort};
    location / {
      proxy_pass http://salon;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
      client_max_body_size 25m;
    }
  }
}
`,
  );
  nginx = spawn(
    nginxBinary(),
    ["-p", prefix, "-e", path.join(prefix, "error.log"), "-c", path.join(prefix, "nginx.conf")],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  nginx.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  front = `http://127.0.0.1:${frontPort}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx stopped: ${stderr}`);
    if (
      await fetch(`${front}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    if (Date.now() > deadline) throw new Error(`nginx did not answer: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  place = await freshPlace("cluster");
  s3 = await startTestS3(["cluster"]);
  // Each message takes a few milliseconds to accept, so a mailing outlasts one poll and every worker takes part.
  smtp = await startSmtpTestServer({ beforeAccept: () => new Promise((resolve) => setTimeout(resolve, 3)) });
  envs.push(instanceEnv(0), instanceEnv(1), instanceEnv(2));
  instances.push(await startInstance(envs[0]!));
  instances.push(...(await Promise.all([startInstance(envs[1]!), startInstance(envs[2]!)])));
  await startNginx(instances.map((instance) => Number(new URL(instance.base).port)));
  database = openDatabase(loadConfig({ ...place.env, LOG_LEVEL: "silent" }).database);
}, 90_000);

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx.once("exit", resolve));
    nginx.kill("SIGTERM");
    await exited;
  }
  await Promise.all(instances.map((instance) => instance.stop()));
  await s3?.close();
  await database?.close();
  await smtp?.stop();
  await place?.remove();
  for (const dir of [...dataDirs, prefix]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
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
    for (const dir of [place.dataDir, ...dataDirs])
      expect(fs.existsSync(path.join(dir, "media", "images")), dir).toBe(false);
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
        const port = Number(new URL(instances[index]!.base).port);
        await instances[index]!.stop();
        instances[index] = await startInstance(envs[index]!, port);
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
  }, 90_000);
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
