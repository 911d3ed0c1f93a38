import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../kernel/database/database.ts";
import { testDialect } from "../../../../test/server/harness/test-app.ts";
import {
  invitation,
  manualClock,
  smtpWorkerClub,
  testMailWorker,
} from "../../../../test/server/kits/outbox-test-kit.ts";
import { outboxRepository } from "./repository.ts";
import { DEFAULT_RETRY_POLICY } from "./retry-policy.ts";
import { SMTP_POOL_CONNECTIONS } from "./transport.ts";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
const { setUp, workerFor } = smtpWorkerClub(cleanups);

describe(`mail delivery (${testDialect})`, () => {
  it("delivers a queued email over SMTP with text and HTML parts, the right From, To and Subject, and links from PUBLIC_URL", async () => {
    const { smtp, server, outbox } = await setUp();
    expect(await server.app.mail.enqueue({ ...invitation("new.member@example.com"), userId: null })).toBe(true);

    expect(await workerFor(server).drain()).toBe(1);
    const [email] = await smtp.waitForMessages(1);
    expect(email!.envelopeTo).toEqual(["new.member@example.com"]);
    expect(email!.from).toBe("The Salon <club@club.example>");
    expect(email!.to).toBe("new.member@example.com");
    expect(email!.subject).toBe("Your invitation to join Salon");
    expect(email!.text).toContain("https://club.example/register/secret-token");
    expect(email!.links).toContain("https://club.example/register/secret-token");
    expect(email!.html).toContain('href="https://club.example/register/secret-token"');
    expect(email!.headers.get("content-type")).toMatch(/^multipart\/alternative/);
    expect(email!.headers.get("message-id")).toMatch(/^<outbox-\d+-\d+@club\.example>$/);

    const row = await server.database.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: "sent",
      attempts: 1,
      last_error: null,
      claim_token: null,
      kind: "registration-invitation",
      mail_drop: 0,
    });
    expect(row.sent_at).toBeGreaterThan(0);
    expect(await outbox.countByStatus()).toEqual({ pending: 0, sending: 0, sent: 1, failed: 0 });
  });

  it("HTML-escapes what a user typed, and keeps it as typed in the text part", async () => {
    const { smtp, server } = await setUp();
    const name = `Ada <img src=x onerror=alert(1)> "Lovelace" & Co`;
    await server.app.mail.enqueue({ to: "ada@example.com", kind: "application-received", data: { name } });
    await workerFor(server).drain();
    const [email] = await smtp.waitForMessages(1);
    expect(email!.html).not.toContain("<img");
    expect(email!.html).toContain("Ada &lt;img src=x onerror=alert(1)&gt; &quot;Lovelace&quot; &amp; Co");
    expect(email!.text).toContain(`Dear ${name},`);
  });

  it("keeps the email queued while the SMTP server is down, retries with growing delays, and delivers it once the server is back", async () => {
    const { smtp, server, outbox } = await setUp();
    await smtp.stop();
    await server.app.mail.enqueue(invitation("patient@example.com"));
    const clock = manualClock();
    const worker = workerFor(server, { now: clock.now });

    await worker.runOnce();
    const first = await server.database.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(first).toMatchObject({ status: "pending", attempts: 1, claim_token: null });
    expect(first.last_error).toMatch(/ECONNREFUSED|connect/i);
    const firstDelay = first.next_attempt_at - clock.now();
    expect(firstDelay).toBeGreaterThanOrEqual(DEFAULT_RETRY_POLICY.firstDelayMs);
    expect(firstDelay).toBeLessThanOrEqual(DEFAULT_RETRY_POLICY.firstDelayMs * 1.1);

    expect(await worker.runOnce()).toBe(0); // not due yet
    clock.set(first.next_attempt_at);
    await worker.runOnce();
    const second = (await outbox.findById(first.id))!;
    expect(second).toMatchObject({ status: "pending", attempts: 2 });
    const secondDelay = second.next_attempt_at - clock.now();
    expect(secondDelay).toBeGreaterThanOrEqual(2 * DEFAULT_RETRY_POLICY.firstDelayMs);

    await smtp.start();
    clock.set(second.next_attempt_at);
    expect(await worker.drain()).toBe(1);
    await smtp.waitForMessages(1);
    expect(await outbox.findById(first.id)).toMatchObject({ status: "sent", attempts: 3, last_error: null });
    expect(await worker.drain()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it("marks an email failed after 24 hours of retries, and at once when the server refuses the recipient for good", async () => {
    const { smtp, server, outbox } = await setUp({ refuseRecipients: /^nobody@/ });
    await smtp.stop();
    await server.app.mail.enqueue(invitation("late@example.com"));
    const clock = manualClock();
    const worker = workerFor(server, { now: clock.now });
    await worker.runOnce();
    const row = await server.database.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    clock.set(row.created_at + 24 * 60 * 60 * 1000);
    await worker.runOnce();
    expect(await outbox.findById(row.id)).toMatchObject({ status: "failed", attempts: 2 });

    await smtp.start();
    await server.app.mail.enqueue(invitation("nobody@example.com"));
    await worker.drain();
    const refused = await server.database.db
      .selectFrom("outbox")
      .selectAll()
      .where("recipient_email", "=", "nobody@example.com")
      .executeTakeFirstOrThrow();
    expect(refused).toMatchObject({ status: "failed", attempts: 1 });
    expect(refused.last_error).toMatch(/550|No such mailbox/);
    expect(smtp.received).toHaveLength(0);
  });

  it("sends each email at most once while two workers on separate connections run at the same time", async () => {
    const { smtp, server, outbox } = await setUp();
    const second = openDatabase(server.config.database);
    cleanups.push(() => second.close());
    await Promise.all([server.database.ping(), second.ping()]);
    const count = 60;
    const queued = await server.app.mail.enqueueMany(
      Array.from({ length: count }, (_, i) => invitation(`member${i}@example.com`, `token-${i}`)),
    );
    expect(queued).toBe(count);

    const workerA = workerFor(server, { batchSize: 4 });
    const workerB = workerFor(server, { batchSize: 4, database: second });
    const [sentByA, sentByB] = await Promise.all([workerA.drain(), workerB.drain()]);
    expect(sentByA + sentByB).toBe(count);
    expect(sentByA).toBeGreaterThan(0);
    expect(sentByB).toBeGreaterThan(0);

    await smtp.waitForMessages(count);
    const recipients = smtp.received.map((email) => email.envelopeTo[0]);
    expect(new Set(recipients).size).toBe(count);
    expect(recipients).toHaveLength(count);
    expect(await outbox.countByStatus()).toEqual({ pending: 0, sending: 0, sent: count, failed: 0 });
  });

  it("never hands the same row to two claims racing on separate connections", async () => {
    const { server, outbox } = await setUp();
    const second = openDatabase(server.config.database);
    cleanups.push(() => second.close());
    await Promise.all([server.database.ping(), second.ping()]);
    const otherOutbox = outboxRepository(second.db, second.dialect);
    await server.app.mail.enqueueMany(Array.from({ length: 50 }, (_, i) => invitation(`race${i}@example.com`)));

    const now = Date.now() + 1000;
    const claims = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        (i % 2 ? otherOutbox : outbox).claimDue({
          now,
          claimToken: `claim-${i}`,
          claimUntil: now + 60_000,
          limit: 5,
          kinds: "transactional",
          bulkKinds: ["bulk"],
        }),
      ),
    );
    for (const claim of claims) expect(claim.length).toBeLessThanOrEqual(5);
    const ids = claims.flat().map((message) => message.id);
    expect(ids).toHaveLength(50);
    expect(new Set(ids).size).toBe(50);
  });

  it("claims run-out claims first, then waiting messages oldest first, within one limit", async () => {
    const { server, outbox } = await setUp();
    await server.app.mail.enqueueMany(Array.from({ length: 6 }, (_, i) => invitation(`order${i}@example.com`)));
    const queued = (await server.database.db.selectFrom("outbox").select("id").orderBy("id").execute()).map(
      (row) => row.id,
    );
    const start = Date.now() + 1000;
    const claim = (now: number, claimToken: string, limit: number) =>
      outbox.claimDue({
        now,
        claimToken,
        claimUntil: now + 60_000,
        limit,
        kinds: "transactional",
        bulkKinds: ["bulk"],
      });
    // The last one queued is held by a worker that then crashes; the second is put off by a failed attempt.
    await server.database.db
      .updateTable("outbox")
      .set({ next_attempt_at: start + 30_000 })
      .where("id", "=", queued[1]!)
      .execute();
    const crashed = await claim(start, "crashed-worker", 1);
    expect(crashed.map((message) => message.id)).toEqual([queued[0]]);

    const later = start + 61_000;
    const first = await claim(later, "worker-a", 3);
    expect(first.map((message) => message.id)).toEqual([queued[0], queued[2], queued[3]]);
    const second = await claim(later, "worker-b", 10);
    expect(second.map((message) => message.id)).toEqual([queued[1], queued[4], queued[5]]);
  });

  it("sends again an email whose worker crashed while holding it, once the claim has expired", async () => {
    const { smtp, server, outbox } = await setUp();
    await server.app.mail.enqueue(invitation("orphan@example.com"));
    const clock = manualClock();
    const claimed = await outbox.claimDue({
      now: clock.now(),
      claimToken: "crashed-worker",
      claimUntil: clock.now() + 60_000,
      limit: 10,
      kinds: "transactional",
      bulkKinds: ["bulk"],
    });
    expect(claimed).toHaveLength(1);

    const worker = workerFor(server, { now: clock.now });
    clock.advance(59_000);
    expect(await worker.drain()).toBe(0);
    clock.advance(1_000);
    expect(await worker.drain()).toBe(1);
    await smtp.waitForMessages(1);
    expect(await outbox.findById(claimed[0]!.id)).toMatchObject({ status: "sent" });
    // The crashed worker's late result no longer counts.
    expect(await outbox.markSent(claimed[0]!.id, "crashed-worker", clock.now())).toBe(false);
  });

  it("queues an email only once per idempotency key, and only if the caller's transaction commits", async () => {
    const { smtp, server, outbox } = await setUp();
    const message = { ...invitation("once@example.com"), idempotencyKey: "mailing-7:42" };
    expect(await server.app.mail.enqueue(message)).toBe(true);
    expect(await server.app.mail.enqueue(message)).toBe(false);
    expect(await server.app.mail.enqueueMany([message, { ...message, idempotencyKey: "mailing-7:43" }])).toBe(1);

    await server.database.db
      .transaction()
      .execute(async (trx) => {
        await server.app.mail.enqueue(invitation("rolled-back@example.com"), trx);
        throw new Error("the caller's work failed");
      })
      .catch(() => {});

    expect(await workerFor(server).drain()).toBe(2);
    await smtp.waitForMessages(2);
    expect(smtp.received.map((email) => email.envelopeTo[0])).toEqual(["once@example.com", "once@example.com"]);
    expect((await outbox.findByIdempotencyKey("mailing-7:42"))?.status).toBe("sent");
    expect((await outbox.countByStatus()).sent).toBe(2);
  });

  it("sends copies of one stored body, each with its own value in every slot (HTML-escaped in the HTML part)", async () => {
    const { smtp, server, outbox } = await setUp();
    const body = {
      text: "Hello $& SlotA1, and again: SlotA1.",
      html: '<p>Hello $& <a href="SlotA1">SlotA1</a></p>',
      slot: "SlotA1",
    };
    const copy = (to: string, fill: string) => ({
      to,
      kind: "bulk",
      subject: "Shared",
      idempotencyKey: `shared:${to}`,
      headers: { "X-Fill": fill },
      fill,
    });
    const copies = [copy("a@example.com", "https://club.example/u/a?x=1&y=<2>"), copy("b@example.com", "$1 plain")];
    expect(await server.app.mail.enqueueCopies(body, copies)).toBe(2);
    expect(await server.app.mail.enqueueCopies(body, copies)).toBe(0);
    const stored = await server.database.db
      .selectFrom("outbox")
      .select(["text_body", "html_body", "body_id"])
      .execute();
    expect(stored.map((row) => row.text_body + row.html_body)).toEqual(["", ""]);
    expect(new Set(stored.map((row) => row.body_id)).size).toBe(1);

    expect(await workerFor(server).drain()).toBe(2);
    const received = new Map((await smtp.waitForMessages(2)).map((email) => [email.to, email]));
    expect(received.get("a@example.com")!.text.trim()).toBe(
      "Hello $& https://club.example/u/a?x=1&y=<2>, and again: https://club.example/u/a?x=1&y=<2>.",
    );
    expect(received.get("a@example.com")!.html).toContain(
      '<p>Hello $& <a href="https://club.example/u/a?x=1&amp;y=&lt;2&gt;">https://club.example/u/a?x=1&amp;y=&lt;2&gt;</a></p>',
    );
    expect(received.get("b@example.com")!.text.trim()).toBe("Hello $& $1 plain, and again: $1 plain.");
    expect(received.get("b@example.com")!.headers.get("x-fill")).toBe("$1 plain");
    expect(await outbox.countByStatus()).toEqual({ pending: 0, sending: 0, sent: 2, failed: 0 });
  });

  it("stop() waits for the email on the wire and records it as sent", async () => {
    let releaseSend!: () => void;
    let onWire!: () => void;
    const wire = new Promise<void>((resolve) => (onWire = resolve));
    const { smtp, server, outbox } = await setUp({
      beforeAccept: () => {
        onWire();
        return new Promise<void>((resolve) => (releaseSend = resolve));
      },
    });
    await server.app.mail.enqueue(invitation("in-flight@example.com"));
    const worker = testMailWorker(server);
    worker.start();
    await wire;

    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(stopped).toBe(false);
    releaseSend();
    await stopping;
    expect(smtp.received).toHaveLength(1);
    expect(await outbox.countByStatus()).toMatchObject({ sent: 1, sending: 0 });
  });

  it("puts as many messages on the wire at once as the SMTP pool holds, but throttled bulk one at a time", async () => {
    let onWire = 0;
    const peaks: number[] = [];
    const { smtp, server, outbox } = await setUp({
      beforeAccept: async () => {
        onWire += 1;
        peaks.push(onWire);
        await new Promise((resolve) => setTimeout(resolve, 80));
        onWire -= 1;
      },
    });
    const news = (i: number) => ({
      to: `reader${i}@example.com`,
      kind: "bulk",
      subject: "Club news",
      text: "News",
      html: "<p>News</p>",
    });
    for (let i = 0; i < 6; i++) await server.app.mail.enqueue(invitation(`new${i}@example.com`, `token-${i}`));
    await server.app.mail.enqueueRendered([0, 1, 2, 3].map(news));

    expect(await workerFor(server, { mailRate: 0 }).drain()).toBe(10);
    await smtp.waitForMessages(10);
    expect(Math.max(...peaks)).toBe(SMTP_POOL_CONNECTIONS);

    peaks.length = 0;
    await server.app.mail.enqueueRendered([4, 5, 6, 7].map(news));
    expect(await workerFor(server, { mailRate: 1000 }).drain()).toBe(4);
    expect(Math.max(...peaks)).toBe(1);
    expect((await outbox.countByStatus()).sent).toBe(14);
  });
});
