import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../kernel/database/database.ts";
import { actAs, createMember, login, startTestServer, testDialect } from "../../../../test/server/harness/test-app.ts";
import { manualClock, testMailWorker } from "../../../../test/server/kits/outbox-test-kit.ts";
import { outboxRepository } from "../outbox/repository.ts";
import { startSmtpTestServer, type ReceivedEmail } from "../../../../test/server/kits/smtp-test-server.ts";
import {
  deliverAll,
  insertMembers,
  mailCaller,
  mailingRows,
  mailPayload,
} from "../../../../test/server/kits/mailings-test-kit.ts";

const PUBLIC_URL = "https://club.example";
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setUp(smtpOptions: Parameters<typeof startSmtpTestServer>[0] = {}) {
  const smtp = await startSmtpTestServer(smtpOptions);
  const server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL, MAIL_FROM: "The Salon <club@club.example>" });
  cleanups.push(
    () => smtp.stop(),
    () => server.close(),
  );
  const admin = await actAs(server, "admin");
  const call = mailCaller(server);
  const send = async (overrides: Record<string, unknown> = {}) => {
    const response = await call(admin, "POST", "/api/admin/send-email", mailPayload(overrides));
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { mailingId: number; recipients: number };
  };
  return { smtp, server, admin, call, send, outbox: outboxRepository(server.database.db, server.database.dialect) };
}

function workerFor(
  server: Awaited<ReturnType<typeof setUp>>["server"],
  options: Parameters<typeof testMailWorker>[1] = {},
) {
  const worker = testMailWorker(server, options);
  cleanups.push(() => worker.stop());
  return worker;
}

/** Each address that received the subject, with how many copies. */
function receivedBy(emails: ReceivedEmail[], subject: string) {
  const copies = new Map<string, number>();
  for (const email of emails.filter((e) => e.subject === subject)) {
    for (const to of email.envelopeTo) copies.set(to, (copies.get(to) ?? 0) + 1);
  }
  return copies;
}

const exactlyOnceEach = (copies: Map<string, number>, addresses: string[]) => {
  expect([...copies.keys()].sort()).toEqual([...addresses].sort());
  expect([...copies.values()].every((n) => n === 1)).toBe(true);
};

describe(`bulk email through a real SMTP server (${testDialect})`, () => {
  it("reaches exactly the right members for every group; deactivated and unsubscribed members never", async () => {
    const { smtp, server, admin, call, send } = await setUp();
    const founding = await createMember(server, { type: "Founding" });
    const standard = await createMember(server, { type: "Standard" });
    const travel = await createMember(server, { type: "Travel Host" });
    const admin2 = await createMember(server, { type: "Standard", admin: true });
    const deactivated = await createMember(server, { type: "Standard" });
    const unsubscribed = await createMember(server, { type: "Founding" });
    expect((await call(admin, "PUT", `/api/users/${deactivated.userId}/active`, { active: false })).statusCode).toBe(
      200,
    );
    const unsubscribedSession = { cookie: await login(server.app, unsubscribed.email) };
    expect(
      (
        await call(unsubscribedSession, "PUT", "/api/me/preferences", {
          clubAnnouncements: false,
          commentNotifications: true,
        })
      ).statusCode,
    ).toBe(200);

    const me = admin.member!;
    const expected: Record<string, string[]> = {
      all: [me.email, founding.email, standard.email, travel.email, admin2.email],
      founding: [me.email, founding.email],
      standard: [standard.email, admin2.email],
      travel: [travel.email],
      admins: [me.email, admin2.email],
      testing: [me.email],
      selected: [founding.email, travel.email],
    };
    for (const group of Object.keys(expected)) {
      const selectedMemberIds = [founding.userId, travel.userId, deactivated.userId, unsubscribed.userId];
      const answer = await send({
        subject: `To ${group}`,
        recipientGroup: group,
        ...(group === "selected" ? { selectedMemberIds } : {}),
      });
      expect(answer.recipients, group).toBe(expected[group]!.length);
    }
    const total = Object.values(expected).reduce((sum, list) => sum + list.length, 0);
    expect(await deliverAll(server)).toBe(total);
    await smtp.waitForMessages(total);
    for (const [group, addresses] of Object.entries(expected))
      exactlyOnceEach(receivedBy(smtp.received, `To ${group}`), addresses);
    expect(smtp.received).toHaveLength(total);
  });

  it("delivers the sanitized body in both parts with List-Unsubscribe headers whose one-click POST unsubscribes without a session", async () => {
    const { smtp, server, call, send } = await setUp();
    const member = await createMember(server, { type: "Travel Host" });
    await send({
      subject: "Summer in Provence",
      body: `<h2>Provence</h2><p>Villa open in <b>July</b>.<script>steal()</script><img src="x" onerror="alert(1)"></p>`,
    });
    await deliverAll(server);
    const email = (await smtp.waitForMessages(2)).find((e) => e.envelopeTo[0] === member.email)!;

    expect(email.subject).toBe("Summer in Provence");
    expect(email.html).toContain("<h2>Provence</h2><p>Villa open in <b>July</b>.</p>");
    expect(email.html).not.toMatch(/script|onerror/);
    expect(email.text.replace(/\r\n/g, "\n")).toContain("Provence\n\nVilla open in July.");
    const header = email.headers.get("list-unsubscribe")!;
    expect(header).toMatch(/^<https:\/\/club\.example\/unsubscribe\/[A-Za-z0-9_-]{43}>$/);
    expect(email.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const url = header.slice(1, -1);
    expect(email.links).toContain(url);
    expect(email.html).toContain(`href="${url}"`);
    const path = new URL(url).pathname;

    const memberSession = { cookie: await login(server.app, member.email) };
    const preferences = async () => (await call(memberSession, "GET", "/api/me/preferences")).json();

    // Opening the link (or a scanner fetching it) changes nothing; the page offers the button.
    const page = await server.app.inject({ method: "GET", url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["content-security-policy"]).toMatch(/^default-src 'none'; style-src 'sha256-/);
    expect(page.body).toContain("Unsubscribe from club announcements?");
    expect(page.body).toContain('<form method="post">');
    expect(page.body).not.toContain("<script");
    expect(await preferences()).toEqual({ clubAnnouncements: true, commentNotifications: true });

    // RFC 8058: the mail provider POSTs `List-Unsubscribe=One-Click`, form-encoded, with no cookie.
    const oneClick = () =>
      server.app.inject({
        method: "POST",
        url: path,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      });
    const done = await oneClick();
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("You are unsubscribed");
    expect(await preferences()).toEqual({ clubAnnouncements: false, commentNotifications: true });
    expect((await oneClick()).statusCode).toBe(200); // idempotent
    const multipart = await server.app.inject({
      method: "POST",
      url: path,
      headers: { "content-type": "multipart/form-data; boundary=x" },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(multipart.statusCode).toBe(200);
    expect((await server.app.inject({ method: "GET", url: path })).body).toContain("You can turn them back on in");

    for (const unknown of [
      "/unsubscribe/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
      "/unsubscribe/not%20a%20token",
      `/unsubscribe/${"a".repeat(99)}`,
    ]) {
      expect((await server.app.inject({ method: "GET", url: unknown })).statusCode).toBe(404);
      expect(
        (
          await server.app.inject({
            method: "POST",
            url: unknown,
            headers: { "content-type": "application/x-www-form-urlencoded" },
            payload: "List-Unsubscribe=One-Click",
          })
        ).statusCode,
      ).toBe(404);
    }

    // The next mailing leaves the member out.
    const next = await send({ subject: "Autumn" });
    expect(next.recipients).toBe(1);
    await deliverAll(server);
    await smtp.waitForMessages(3);
    expect(receivedBy(smtp.received, "Autumn").has(member.email)).toBe(false);
  });

  it("gives every recipient exactly one message when a worker crashes mid-mailing and another takes over", async () => {
    const { smtp, server, admin, send, outbox } = await setUp();
    const members = await insertMembers(server, 30, "Crash");
    const { mailingId, recipients } = await send({ subject: "Crash drill", requestId: "crash-drill-0001" });
    expect(recipients).toBe(31);
    const clock = manualClock();

    // The first worker sends one batch, then claims the next and dies before sending it.
    const first = testMailWorker(server, { now: clock.now, batchSize: 5 });
    expect(await first.runOnce()).toBe(5);
    await first.stop();
    const orphaned = await outbox.claimDue({
      now: clock.now(),
      claimToken: "crashed",
      claimUntil: clock.now() + 60_000,
      limit: 5,
      kinds: "bulk",
      bulkKinds: ["bulk"],
    });
    expect(orphaned).toHaveLength(5);

    // A new worker sends the rest at once, and the orphaned ones once their claim has run out.
    const second = workerFor(server, { now: clock.now, batchSize: 5 });
    expect(await second.drain()).toBe(21);
    clock.advance(60_000);
    expect(await second.drain()).toBe(5);
    await smtp.waitForMessages(31);
    exactlyOnceEach(receivedBy(smtp.received, "Crash drill"), [...members.map((m) => m.email), admin.member!.email]);
    expect(smtp.received).toHaveLength(31);

    // Queueing the same mailing again, or resending the same request, adds nothing.
    const rows = await mailingRows(server, mailingId);
    const again = rows.map((r) => ({
      to: r.recipient_email,
      kind: r.kind,
      subject: r.subject,
      text: r.text_body,
      html: r.html_body,
      idempotencyKey: r.idempotency_key!,
    }));
    expect(await server.app.mail.enqueueRendered(again)).toBe(0);
    expect((await send({ subject: "Crash drill", requestId: "crash-drill-0001" })).mailingId).toBe(mailingId);
    expect(await second.drain()).toBe(0);
    expect(smtp.received).toHaveLength(31);
  });

  it("delivers everything once the SMTP server is back after being down for part of the mailing", async () => {
    const { smtp, server, send } = await setUp();
    await insertMembers(server, 12, "Outage");
    await send({ subject: "Outage" });
    const clock = manualClock();
    const worker = workerFor(server, { now: clock.now, batchSize: 4 });
    expect(await worker.runOnce()).toBe(4);
    await smtp.stop();
    await worker.runOnce(); // four attempts fail and wait for a retry
    await smtp.start();
    expect(await worker.drain()).toBe(5); // the rest that never tried
    clock.advance(5 * 60_000);
    expect(await worker.drain()).toBe(4); // the retried ones
    await smtp.waitForMessages(13);
    const copies = receivedBy(smtp.received, "Outage");
    expect(copies.size).toBe(13);
    expect([...copies.values()].every((n) => n === 1)).toBe(true);
  });

  it(
    "sends a 1,000-recipient mailing exactly once each with two workers on separate connections at once",
    { timeout: 90_000 },
    async () => {
      const { smtp, server, send } = await setUp();
      await insertMembers(server, 999, "Thousand");
      expect((await send({ subject: "One thousand" })).recipients).toBe(1000);
      const other = openDatabase(server.config.database);
      cleanups.push(() => other.close());
      const [a, b] = await Promise.all([
        workerFor(server, { batchSize: 50 }).drain(),
        workerFor(server, { batchSize: 50, database: other }).drain(),
      ]);
      expect(a + b).toBe(1000);
      await smtp.waitForMessages(1000, 60_000);
      const copies = receivedBy(smtp.received, "One thousand");
      expect(copies.size).toBe(1000);
      expect([...copies.values()].every((n) => n === 1)).toBe(true);
    },
  );

  it("shows delivery progress and failures with their reasons in the mail log", async () => {
    const { server, admin, call, send } = await setUp({ refuseRecipients: /^bounce@/ });
    await createMember(server, { email: "bounce@club.example" });
    await createMember(server);
    const { mailingId } = await send({ subject: "Log" });
    const entry = async () => (await call(admin, "GET", "/api/admin/mailings")).json()[0];
    expect((await entry()).delivery).toEqual({ pending: 3, sent: 0, dropped: 0, failed: 0 });
    await deliverAll(server);
    expect(await entry()).toMatchObject({
      id: mailingId,
      recipients: 3,
      delivery: { pending: 0, sent: 2, dropped: 0, failed: 1 },
    });
    const failures = (await call(admin, "GET", `/api/admin/mailings/${mailingId}/failures`)).json();
    expect(failures).toEqual([
      {
        user_id: expect.any(Number),
        name: expect.any(String),
        email: "bounce@club.example",
        attempts: 1,
        error: expect.stringMatching(/550|No such mailbox/),
      },
    ]);
  });
});
