import { afterEach, describe, expect, it } from "vitest";
import { actAs, createMember, startTestServer, testDialect } from "../../../../test/server/harness/test-app.ts";
import { startSmtpTestServer } from "../../../../test/server/kits/smtp-test-server.ts";
import { deliverAll, mailCaller, mailPayload } from "../../../../test/server/kits/mailings-test-kit.ts";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A real mail server that refuses every address at bounce.example at RCPT TO with 550 (a permanent failure). */
async function setUp() {
  const smtp = await startSmtpTestServer({ refuseRecipients: /@bounce\.example$/ });
  const server = await startTestServer({
    SMTP_URL: smtp.url,
    PUBLIC_URL: "https://club.example",
    MAIL_FROM: "The Salon <club@club.example>",
  });
  cleanups.push(
    () => smtp.stop(),
    () => server.close(),
  );
  return { smtp, server, call: mailCaller(server), admin: await actAs(server, "admin") };
}

const forgot = (server: Awaited<ReturnType<typeof setUp>>["server"], email: string) =>
  server.app.inject({
    method: "POST",
    url: "/forgot-password",
    payload: { email },
    remoteAddress: `127.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });

describe(`failed transactional mail in the admin's mail log and dashboard (${testDialect})`, () => {
  it("shows a password reset the mail server refused with 550: recipient, kind, subject, when and the SMTP error", async () => {
    const { smtp, server, call, admin } = await setUp();
    const ana = await createMember(server, { name: "Ana Li", email: "ana@bounce.example" });
    const bea = await createMember(server, { name: "Bea Ko", email: "bea@club.example" });
    const before = Date.now();
    expect((await forgot(server, ana.email)).statusCode).toBe(200);
    expect((await forgot(server, bea.email)).statusCode).toBe(200);
    expect(await deliverAll(server)).toBe(2);
    await smtp.waitForMessages(1);
    expect(smtp.received.map((email) => email.envelopeTo[0])).toEqual(["bea@club.example"]);

    const answer = await call(admin, "GET", "/api/admin/mail-log?state=failed");
    expect(answer.statusCode, answer.body).toBe(200);
    const { entries, next } = answer.json();
    expect(next).toBeNull();
    expect(entries).toEqual([
      {
        id: expect.any(Number),
        kind: "password-reset",
        subject: "Reset your Salon password",
        to: { email: "ana@bounce.example", user_id: ana.userId, name: "Ana Li" },
        state: "failed",
        attempts: 1,
        error: expect.stringMatching(/550.*No such mailbox/),
        queued_at: expect.any(String),
        last_attempt_at: expect.any(String),
      },
    ]);
    expect(Date.parse(entries[0].queued_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(entries[0].last_attempt_at)).toBeGreaterThanOrEqual(Date.parse(entries[0].queued_at));
    // The body carries the reset link: the log never shows it.
    expect(answer.body).not.toMatch(/reset-password\//);

    const overview = (await call(admin, "GET", "/api/admin/overview")).json();
    expect(overview.failedMail).toEqual({ count: 1, recent: entries });
  });

  it("leaves out bulk copies (the mailing's own failures say who they missed) and delivered or waiting mail", async () => {
    const { server, call, admin } = await setUp();
    await createMember(server, { email: "gone@bounce.example" });
    const sent = await call(admin, "POST", "/api/admin/send-email", mailPayload());
    expect(sent.statusCode).toBe(200);
    await deliverAll(server);
    await forgot(server, admin.member!.email);
    const log = (await call(admin, "GET", "/api/admin/mail-log")).json();
    expect(log).toEqual({ entries: [], next: null });
    expect((await call(admin, "GET", "/api/admin/overview")).json().failedMail).toEqual({ count: 0, recent: [] });
  });

  it("pages newest first with `before`, and counts on the dashboard only what failed in the last 30 days", async () => {
    const { server, call, admin } = await setUp();
    const members = [];
    for (let i = 0; i < 5; i++) members.push(await createMember(server, { email: `m${i}@bounce.example` }));
    for (const member of members) await forgot(server, member.email);
    await deliverAll(server);

    const first = (await call(admin, "GET", "/api/admin/mail-log?limit=2")).json();
    expect(first.entries.map((e: { to: { email: string } }) => e.to.email)).toEqual([
      "m4@bounce.example",
      "m3@bounce.example",
    ]);
    expect(first.next).toBe(first.entries[1].id);
    const second = (await call(admin, "GET", `/api/admin/mail-log?limit=2&before=${first.next}`)).json();
    expect(second.entries.map((e: { to: { email: string } }) => e.to.email)).toEqual([
      "m2@bounce.example",
      "m1@bounce.example",
    ]);
    const last = (await call(admin, "GET", `/api/admin/mail-log?limit=2&before=${second.next}`)).json();
    expect(last).toEqual({
      entries: [expect.objectContaining({ to: expect.objectContaining({ email: "m0@bounce.example" }) })],
      next: null,
    });

    const old = Date.now() - 31 * 86_400_000;
    await server.database.db
      .updateTable("outbox")
      .set({ created_at: old, last_attempt_at: old })
      .where("recipient_email", "=", "m0@bounce.example")
      .execute();
    const { failedMail } = (await call(admin, "GET", "/api/admin/overview")).json();
    expect(failedMail.count).toBe(4);
    expect(failedMail.recent.map((e: { to: { email: string } }) => e.to.email)).toEqual([
      "m4@bounce.example",
      "m3@bounce.example",
      "m2@bounce.example",
    ]);
    expect((await call(admin, "GET", "/api/admin/mail-log?limit=101")).statusCode).toBe(400);
    expect((await call(admin, "GET", "/api/admin/mail-log?state=sent")).statusCode).toBe(400);
  });

  it("is for admins only: 401 anonymous, 403 members", async () => {
    const { server, call } = await setUp();
    expect((await call(await actAs(server, "anonymous"), "GET", "/api/admin/mail-log")).statusCode).toBe(401);
    for (const role of ["Standard", "Travel Host", "Founding"] as const) {
      const response = await call(await actAs(server, role), "GET", "/api/admin/mail-log");
      expect(response.statusCode).toBe(403);
      expect(response.json()).not.toHaveProperty("entries");
    }
  });
});
