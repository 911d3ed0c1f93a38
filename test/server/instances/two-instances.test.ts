import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Image } from "../../../src/shared/gallery.ts";
import { loadConfig } from "../../../src/server/config.ts";
import { openDatabase, type Database } from "../../../src/server/kernel/database/database.ts";
import { plainJpeg, uploadForm } from "../kits/gallery-test-kit.ts";
import { startSmtpTestServer, type SmtpTestServer } from "../kits/smtp-test-server.ts";
import { insertMembers } from "../kits/mailings-test-kit.ts";
import { testDialect } from "../harness/test-app.ts";
import { hashPassword } from "../../../src/server/modules/auth/passwords.ts";
import { addDays, todayIn } from "../../../src/shared/calendar-date.ts";
import { totpCode } from "../../../src/server/modules/auth/totp.ts";
import { call, download, freshPlace, loginOn, startInstance, type Instance, type Place } from "./instances-kit.ts";

const ADMIN = { email: "admin@two.test", password: "Velvet-Salon-2026" };
const MEMBERS = 200;

let place: Place;
let smtp: SmtpTestServer;
let database: Database;
let a: Instance;
let b: Instance;

/**
 * docs/product/data.md#several-instances: several instances behind a load balancer behave as one, because sessions, rate limits and
 * the outbox live in the database and media in shared storage. Two real server processes on one database and
 * one DATA_DIR; each sends mail as its own sender so the test can tell which instance delivered a message.
 */
beforeAll(async () => {
  place = await freshPlace("two");
  // Each message takes a few milliseconds to accept, so a mailing outlasts one poll and both workers take part.
  smtp = await startSmtpTestServer({ beforeAccept: () => new Promise((resolve) => setTimeout(resolve, 5)) });
  const env = (name: string) => ({
    ...place.env,
    SMTP_URL: smtp.url,
    MAIL_FROM: `Salon ${name} <${name.toLowerCase()}@two.test>`,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    TRUST_PROXY: "true",
  });
  // Both start at once on the empty database: migrations and the first admin must not trip over each other.
  [a, b] = await Promise.all([startInstance(env("A")), startInstance(env("B"))]);
  database = openDatabase(loadConfig({ ...place.env, LOG_LEVEL: "silent" }).database);
}, 60_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.close();
  await smtp?.stop();
  await place?.remove();
});

describe(`two app instances on one ${testDialect} database and one storage`, () => {
  it("started together, they created one first admin between them", async () => {
    const admins = await database.db.selectFrom("users").select("email").where("admin", "=", 1).execute();
    expect(admins).toEqual([{ email: ADMIN.email }]);
  });

  it("a session made on one instance works on the other, and a logout on the other ends it on both", async () => {
    const cookie = await loginOn(a.base, ADMIN.email, ADMIN.password);
    const status = await (await call(b.base, "GET", "/auth-status", { cookie })).json();
    expect(status).toMatchObject({ authenticated: true, user: { name: "Admin", type: "Founding", admin: true } });
    expect((await call(b.base, "GET", "/api/events", { cookie })).status).toBe(200);
    expect((await call(b.base, "GET", "/api/admin/get-members", { cookie })).status).toBe(200);
    expect((await call(b.base, "GET", "/api/events")).status).toBe(401);

    expect((await call(b.base, "POST", "/logout", { cookie })).status).toBe(200);
    expect(await (await call(a.base, "GET", "/auth-status", { cookie })).json()).toEqual({ authenticated: false });
    expect((await call(a.base, "GET", "/api/events", { cookie })).status).toBe(401);
  });

  it("an image uploaded through one instance is listed and served, every variant byte for byte, by the other", async () => {
    const cookie = await loginOn(a.base, ADMIN.email, ADMIN.password);
    const file = { data: await plainJpeg(1600, 1200), name: "terrace.jpg" };
    const uploaded = await call(a.base, "POST", "/upload-image", {
      cookie,
      form: uploadForm(file, { title: "The terrace" }),
    });
    expect(uploaded.status).toBe(201);
    const image = (await uploaded.json()) as Image;

    const seenByB = await (await call(b.base, "GET", `/api/images/${image.id}`, { cookie })).json();
    expect(seenByB).toMatchObject({
      id: image.id,
      title: "The terrace",
      thumbnail_url: image.thumbnail_url,
      display_url: image.display_url,
    });
    for (const url of [image.thumbnail_url, image.display_url]) {
      const [fromA, fromB] = await Promise.all([download(a.base, url, cookie), download(b.base, url, cookie)]);
      expect(fromB).toMatchObject({ status: 200, type: "image/webp" });
      expect(fromB.bytes.length).toBeGreaterThan(100);
      expect(fromB.bytes.equals(fromA.bytes)).toBe(true);
    }
    const redirect = await call(b.base, "GET", `/api/images/${image.id}/thumbnail`, { cookie });
    expect(redirect.headers.get("location")).toBe(image.thumbnail_url);
    expect((await download(b.base, image.display_url, undefined)).status).toBe(401);
  });

  it(
    `a mailing to ${MEMBERS} members with the workers of both instances running reaches each recipient exactly once`,
    { timeout: 60_000 },
    async () => {
      const members = await insertMembers({ database }, MEMBERS, "Two");
      const cookie = await loginOn(b.base, ADMIN.email, ADMIN.password);
      const sent = await call(a.base, "POST", "/api/admin/send-email", {
        cookie,
        json: { subject: "Both instances", body: "<p>One letter each.</p>", recipientGroup: "all" },
      });
      expect(sent.status).toBe(200);
      const expected = [ADMIN.email, ...members.map((member) => member.email)].sort();
      expect(((await sent.json()) as { recipients: number }).recipients).toBe(expected.length);

      await smtp.waitForMessages(expected.length, 45_000);
      await waitUntilOutboxSettles(database);
      const mailing = smtp.received.filter((email) => email.subject === "Both instances");
      expect(mailing.flatMap((email) => email.envelopeTo).sort()).toEqual(expected);
      expect(new Set(mailing.map((email) => email.headers.get("message-id"))).size).toBe(expected.length);
      const senders = new Set(mailing.map((email) => email.from));
      expect(senders).toEqual(new Set(["Salon A <a@two.test>", "Salon B <b@two.test>"]));
      const statuses = await database.db.selectFrom("outbox").select("status").where("kind", "=", "bulk").execute();
      expect(statuses.every((row) => row.status === "sent")).toBe(true);
    },
  );

  it(
    "a mailing stopped through one instance while both send it: the rest is withdrawn, each gets it at most once, and " +
      "what was reported sent is what left",
    { timeout: 60_000 },
    async () => {
      await insertMembers({ database }, MEMBERS, "Stop");
      const cookie = await loginOn(b.base, ADMIN.email, ADMIN.password);
      const queued = await call(a.base, "POST", "/api/admin/send-email", {
        cookie,
        json: { subject: "Stopped halfway", body: "<p>Not for everyone.</p>", recipientGroup: "all" },
      });
      expect(queued.status).toBe(200);
      const { mailingId, recipients } = (await queued.json()) as { mailingId: number; recipients: number };
      const halfway = () => smtp.received.filter((email) => email.subject === "Stopped halfway");
      while (halfway().length < 20) await new Promise((resolve) => setTimeout(resolve, 10));
      const stopped = await call(b.base, "POST", `/api/admin/mailings/${mailingId}/cancel`, { cookie });
      expect(stopped.status).toBe(200);
      const { withdrawn, sent } = (await stopped.json()) as { withdrawn: number; sent: number };
      expect(withdrawn).toBeGreaterThan(0);
      expect(sent).toBeGreaterThanOrEqual(20);
      expect(withdrawn + sent).toBe(recipients);

      await waitUntilOutboxSettles(database);
      const delivered = halfway().flatMap((email) => email.envelopeTo);
      expect(delivered).toHaveLength(sent);
      expect(new Set(delivered).size).toBe(sent);
      const mailing = await database.db
        .selectFrom("mailings")
        .select("state")
        .where("id", "=", mailingId)
        .executeTakeFirstOrThrow();
      expect(mailing.state).toBe("cancelled");
    },
  );

  it(
    "a mailing above the club's threshold leaves only once a second admin approves it through the other instance, " +
      "once each",
    { timeout: 60_000 },
    async () => {
      await insertMembers({ database }, 20, "Approve");
      const second = { email: "second-admin@two.test", password: ADMIN.password };
      await database.db
        .insertInto("users")
        .values({
          name: "Second Admin",
          email: second.email,
          type: "Founding",
          admin: 1,
          password_hash: await hashPassword(second.password),
          created_at: Date.now(),
        })
        .execute();
      const first = await loginOn(a.base, ADMIN.email, ADMIN.password);
      const approver = await loginOn(b.base, second.email, second.password);
      const rules = (threshold: number) =>
        call(a.base, "PUT", "/api/admin/club-settings", {
          cookie: first,
          json: { mailing_approval_threshold: threshold, mailing_cancel_window_minutes: 0 },
        });
      expect((await rules(10)).status).toBe(200);
      try {
        const queued = await call(a.base, "POST", "/api/admin/send-email", {
          cookie: first,
          json: { subject: "Two admins", body: "<p>Approved by a second admin.</p>", recipientGroup: "all" },
        });
        expect(queued.status).toBe(200);
        const { mailingId, recipients, state } = (await queued.json()) as {
          mailingId: number;
          recipients: number;
          state: string;
        };
        expect(state).toBe("awaiting_approval");
        const twoAdmins = () => smtp.received.filter((email) => email.subject === "Two admins");
        // Both instances' workers poll the outbox every second: two rounds, and nothing has left.
        await new Promise((resolve) => setTimeout(resolve, 2_500));
        expect(twoAdmins()).toHaveLength(0);
        expect((await call(a.base, "POST", `/api/admin/mailings/${mailingId}/approve`, { cookie: first })).status).toBe(
          403,
        );
        expect(
          (await call(b.base, "POST", `/api/admin/mailings/${mailingId}/approve`, { cookie: approver })).status,
        ).toBe(200);
        const deadline = Date.now() + 45_000;
        while (twoAdmins().length < recipients && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 50));
        await waitUntilOutboxSettles(database);
        const delivered = twoAdmins().flatMap((email) => email.envelopeTo);
        expect(delivered).toHaveLength(recipients);
        expect(new Set(delivered).size).toBe(recipients);
      } finally {
        expect((await rules(1_000_000)).status).toBe(200);
      }
    },
  );

  it("of two overlapping stays accepted at once, one on each instance, exactly one stands", async () => {
    const admin = await loginOn(a.base, ADMIN.email, ADMIN.password);
    const from = addDays(todayIn(loadConfig({}).clubTimezone), 20);
    const listing = await call(a.base, "POST", "/api/stays", {
      cookie: admin,
      json: {
        title: "Lake house",
        type: "House",
        city: "Como",
        country: "Italy",
        address: "Via Lungo Lario 1, Como",
        sleeps: 4,
        bedrooms: 2,
        availability: [{ from, to: addDays(from, 30), min_nights: 1, max_nights: 10 }],
        published: true,
      },
    });
    expect(listing.status).toBe(201);
    const { id } = (await listing.json()) as { id: string };
    const passwordHash = await hashPassword(ADMIN.password);
    const guests = await database.db
      .insertInto("users")
      .values(
        ["one", "two"].map((name) => ({
          name: `Guest ${name}`,
          email: `guest-${name}@two.test`,
          type: "Standard",
          admin: 0,
          password_hash: passwordHash,
          created_at: Date.now(),
        })),
      )
      .returning("email")
      .execute();
    const requestIds: string[] = [];
    for (const [index, guest] of guests.entries()) {
      const cookie = await loginOn(index === 0 ? a.base : b.base, guest.email, ADMIN.password);
      const asked = await call(a.base, "POST", `/api/stays/${id}/requests`, {
        cookie,
        json: { from: addDays(from, index), to: addDays(from, index + 3), guests: 2 },
      });
      expect(asked.status).toBe(201);
      requestIds.push(((await asked.json()) as { id: string }).id);
    }
    const answers = await Promise.all(
      requestIds.map((requestId, index) =>
        call(index === 0 ? a.base : b.base, "PATCH", `/api/stay-requests/${requestId}`, {
          cookie: admin,
          json: { status: "accepted" },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const accepted = await database.db
      .selectFrom("stay_requests")
      .select("id")
      .where("listing_id", "=", id)
      .where("status", "=", "accepted")
      .execute();
    expect(accepted).toHaveLength(1);
  });

  // Last: the admin has a second factor from here on. Its secret is sealed by one instance and read by the other
  // (one DATA_DIR, one generated key), and the half-done login begun on one is finished on the other.
  it("a second factor set up on one instance signs in through the other, its code good once across both", async () => {
    const cookie = await loginOn(a.base, ADMIN.email, ADMIN.password);
    const { secret } = (await (await call(a.base, "POST", "/api/me/2fa/totp", { cookie })).json()) as {
      secret: string;
    };
    const confirmed = await call(b.base, "POST", "/api/me/2fa/totp/confirm", {
      cookie,
      json: { code: totpCode(secret) },
    });
    expect(confirmed.status).toBe(200);

    const password = await call(a.base, "POST", "/login", { json: ADMIN });
    expect(await password.json()).toEqual({ twoFactorRequired: true, methods: ["totp", "recovery"] });
    const pending = password.headers
      .getSetCookie()
      .find((line) => /salon_pending=/.test(line))!
      .split(";")[0]!;
    const code = totpCode(secret, Date.now() + 30_000);
    const finished = await call(b.base, "POST", "/login/2fa", { cookie: pending, json: { code } });
    expect(finished.status).toBe(200);
    const session = finished.headers
      .getSetCookie()
      .find((line) => /salon_session=/.test(line))!
      .split(";")[0]!;
    expect((await call(a.base, "GET", "/user-details", { cookie: session })).status).toBe(200);

    const again = await call(b.base, "POST", "/login", { json: ADMIN });
    const pendingAgain = again.headers
      .getSetCookie()
      .find((line) => /salon_pending=/.test(line))!
      .split(";")[0]!;
    expect((await call(a.base, "POST", "/login/2fa", { cookie: pendingAgain, json: { code } })).status).toBe(400);
  });
});

/** Nothing waiting or in flight, then one more poll interval of both workers: a late duplicate would have shown. */
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
