import { afterEach, describe, expect, it } from "vitest";
import {
  actAs,
  createMember,
  linkToken,
  startTestServer,
  testDialect,
} from "../../../../test/server/harness/test-app.ts";
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
    const { entries, next, mail_server } = answer.json();
    expect(next).toBeNull();
    expect(mail_server).toBe(true);
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
        carries_secret: true,
      },
    ]);
    expect(Date.parse(entries[0].queued_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(entries[0].last_attempt_at)).toBeGreaterThanOrEqual(Date.parse(entries[0].queued_at));
    // The body carries the reset link: the log never shows it.
    expect(answer.body).not.toMatch(/reset-password\//);

    const overview = (await call(admin, "GET", "/api/admin/overview")).json();
    expect(overview.failedMail).toEqual({ count: 1, recent: entries });
  });

  it("lists every email, transactional and bulk, in every state; `state` and `kinds` narrow it; the dashboard counts only failed transactional mail", async () => {
    const { server, call, admin } = await setUp();
    await createMember(server, { name: "Gone Away", email: "gone@bounce.example" });
    const sent = await call(admin, "POST", "/api/admin/send-email", mailPayload());
    expect(sent.statusCode).toBe(200);
    await deliverAll(server);
    await forgot(server, admin.member!.email);
    const states = (entries: Array<{ kind: string; state: string; to: { email: string } }>) =>
      entries.map((e) => `${e.kind} ${e.state} ${e.to.email}`);

    const all = (await call(admin, "GET", "/api/admin/mail-log")).json();
    expect(states(all.entries)).toEqual([
      `password-reset pending ${admin.member!.email}`,
      "bulk failed gone@bounce.example",
      `bulk sent ${admin.member!.email}`,
    ]);
    expect(all.entries[1]).toMatchObject({ subject: "Spring gathering", to: { name: "Gone Away" } });
    expect(all.entries[1].error).toMatch(/550/);
    expect(states((await call(admin, "GET", "/api/admin/mail-log?state=failed")).json().entries)).toEqual([
      "bulk failed gone@bounce.example",
    ]);
    expect(states((await call(admin, "GET", "/api/admin/mail-log?state=sent")).json().entries)).toEqual([
      `bulk sent ${admin.member!.email}`,
    ]);
    expect(states((await call(admin, "GET", "/api/admin/mail-log?state=pending")).json().entries)).toEqual([
      `password-reset pending ${admin.member!.email}`,
    ]);
    expect(states((await call(admin, "GET", "/api/admin/mail-log?kinds=transactional")).json().entries)).toEqual([
      `password-reset pending ${admin.member!.email}`,
    ]);
    expect((await call(admin, "GET", "/api/admin/mail-log?state=failed&kinds=transactional")).json()).toEqual({
      entries: [],
      next: null,
      mail_server: true,
    });
    expect(states((await call(admin, "GET", "/api/admin/mail-log?kinds=bulk&state=sent")).json().entries)).toEqual([
      `bulk sent ${admin.member!.email}`,
    ]);
    // The bulk copy that failed is the mailing's own business: the dashboard's count is of transactional mail.
    expect((await call(admin, "GET", "/api/admin/overview")).json().failedMail).toEqual({ count: 0, recent: [] });
  });

  it("pages newest first with `before`, and counts on the dashboard only what failed in the last 30 days", async () => {
    const { server, call, admin } = await setUp();
    const members = [];
    for (let i = 0; i < 5; i++) members.push(await createMember(server, { email: `m${i}@bounce.example` }));
    for (const member of members) await forgot(server, member.email);
    await deliverAll(server);

    const first = (await call(admin, "GET", "/api/admin/mail-log?state=failed&limit=2")).json();
    expect(first.entries.map((e: { to: { email: string } }) => e.to.email)).toEqual([
      "m4@bounce.example",
      "m3@bounce.example",
    ]);
    expect(first.next).toBe(first.entries[1].id);
    const second = (await call(admin, "GET", `/api/admin/mail-log?state=failed&limit=2&before=${first.next}`)).json();
    expect(second.entries.map((e: { to: { email: string } }) => e.to.email)).toEqual([
      "m2@bounce.example",
      "m1@bounce.example",
    ]);
    const last = (await call(admin, "GET", `/api/admin/mail-log?state=failed&limit=2&before=${second.next}`)).json();
    expect(last).toEqual({
      entries: [expect.objectContaining({ to: expect.objectContaining({ email: "m0@bounce.example" }) })],
      next: null,
      mail_server: true,
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
    for (const bad of ["state=delivered", "kinds=all", "before=0", "before=abc", "limit=0"]) {
      const answer = await call(admin, "GET", `/api/admin/mail-log?${bad}`);
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json().error).toEqual(expect.any(String));
    }
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

/** The default: no SMTP_URL, every email written to the mail drop under DATA_DIR/mail, reaching nobody. */
async function setUpMailDrop() {
  const server = await startTestServer({ PUBLIC_URL: "https://club.example" });
  cleanups.push(() => server.close());
  return { server, call: mailCaller(server), admin: await actAs(server, "admin") };
}

describe(`an email's message in the mail log while no mail server is configured (${testDialect})`, () => {
  it("shows an admin an email's words and its HTML part under a CSP that runs nothing", async () => {
    const { server, call, admin } = await setUpMailDrop();
    const sent = await call(admin, "POST", "/api/admin/send-email", mailPayload({ recipientGroup: "testing" }));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await deliverAll(server)).toBe(1);

    const { entries, mail_server } = (await call(admin, "GET", "/api/admin/mail-log")).json();
    expect(mail_server).toBe(false);
    expect(entries).toEqual([
      expect.objectContaining({
        kind: "bulk",
        state: "dropped",
        to: expect.objectContaining({ email: admin.member!.email }),
        carries_secret: false,
      }),
    ]);
    const answer = await call(admin, "GET", `/api/admin/mail-log/${entries[0].id}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      entry: entries[0],
      message: { text: expect.stringContaining("join us"), has_html: true },
    });
    expect(answer.headers["cache-control"]).toBe("no-store");

    const html = await call(admin, "GET", `/api/admin/mail-log/${entries[0].id}/html`);
    expect(html.statusCode).toBe(200);
    expect(html.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(html.body).toContain("<strong>join us</strong>");
    const policy = String(html.headers["content-security-policy"]);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toMatch(/(^|; )sandbox($|;)/);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toMatch(/script-src/);
    expect(html.headers["cache-control"]).toBe("no-store");
  });

  it("says of each email it took that it was written to the mail drop, never that it was sent; `state=dropped` finds them", async () => {
    const { server, call, admin } = await setUpMailDrop();
    await call(admin, "POST", "/api/admin/invitations", { email: "grace@club.example", type: "Standard" });
    await call(admin, "POST", "/api/admin/send-email", mailPayload({ recipientGroup: "testing" }));
    expect(await deliverAll(server)).toBe(2);
    await call(admin, "POST", "/api/admin/invitations", { email: "hedy@club.example", type: "Standard" });
    const states = async (query: string) =>
      (
        (await call(admin, "GET", `/api/admin/mail-log${query}`)).json().entries as Array<{
          state: string;
          to: { email: string };
        }>
      ).map((entry) => `${entry.state} ${entry.to.email}`);

    expect(await states("")).toEqual([
      "pending hedy@club.example",
      `dropped ${admin.member!.email}`,
      "dropped grace@club.example",
    ]);
    expect(await states("?state=dropped")).toEqual([`dropped ${admin.member!.email}`, "dropped grace@club.example"]);
    expect(await states("?state=dropped&kinds=transactional")).toEqual(["dropped grace@club.example"]);
    expect(await states("?state=sent")).toEqual([]);
    const bad = await call(admin, "GET", "/api/admin/mail-log?state=delivered");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toEqual(expect.any(String));
  });

  it("shows a mailing's copy with the recipient's own unsubscribe link filled in", async () => {
    const { server, call, admin } = await setUpMailDrop();
    await call(admin, "POST", "/api/admin/send-email", mailPayload());
    await deliverAll(server);
    const [copy] = (await call(admin, "GET", "/api/admin/mail-log?kinds=bulk")).json().entries;
    const { message } = (await call(admin, "GET", `/api/admin/mail-log/${copy.id}`)).json();
    const token = await linkToken(server, admin.member!.email, "/unsubscribe/");
    expect(message.text).toContain("join us");
    expect(message.text).toContain(`/unsubscribe/${token}`);
  });

  it("answers 404 for an unknown email and 400 for a bad id, to admins", async () => {
    const { call, admin } = await setUpMailDrop();
    for (const url of ["/api/admin/mail-log/999999", "/api/admin/mail-log/999999/html"]) {
      const answer = await call(admin, "GET", url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().error).toBe("No such email.");
    }
    for (const id of ["0", "abc", "-1", "2147483648", "1.5"]) {
      expect((await call(admin, "GET", `/api/admin/mail-log/${id}`)).statusCode, id).toBe(400);
      expect((await call(admin, "GET", `/api/admin/mail-log/${id}/html`)).statusCode, id).toBe(400);
    }
  });

  it("is for admins only: anonymous 401, every member type 403, a deactivated admin 401, and the message is never in a refusal", async () => {
    const { server, call, admin } = await setUpMailDrop();
    await call(admin, "POST", "/api/admin/invitations", { email: "grace@club.example", type: "Standard" });
    await deliverAll(server);
    const [entry] = (await call(admin, "GET", "/api/admin/mail-log")).json().entries;
    const formerAdmin = await actAs(server, "admin");
    const deactivate = await call(admin, "PUT", `/api/users/${formerAdmin.member!.userId}/active`, { active: false });
    expect(deactivate.statusCode).toBe(200);
    const callers = [
      ["anonymous", await actAs(server, "anonymous"), 401],
      ["Standard", await actAs(server, "Standard"), 403],
      ["Travel Host", await actAs(server, "Travel Host"), 403],
      ["Founding", await actAs(server, "Founding"), 403],
      ["deactivated admin", formerAdmin, 401],
    ] as const;
    for (const [who, caller, status] of callers) {
      for (const url of [
        "/api/admin/mail-log",
        `/api/admin/mail-log/${entry.id}`,
        `/api/admin/mail-log/${entry.id}/html`,
      ]) {
        const answer = await call(caller, "GET", url);
        expect(answer.statusCode, `${who} ${url}`).toBe(status);
        expect(answer.body).not.toMatch(/register\//);
        expect(answer.body).not.toContain("grace@club.example");
      }
    }
  });
});

describe(`an email's message once a mail server is configured (${testDialect})`, () => {
  it("answers the entry without its message, and no HTML part", async () => {
    const { server, call, admin } = await setUp();
    await call(admin, "POST", "/api/admin/invitations", { email: "grace@club.example", type: "Standard" });
    await deliverAll(server);
    const [entry] = (await call(admin, "GET", "/api/admin/mail-log")).json().entries;
    const answer = await call(admin, "GET", `/api/admin/mail-log/${entry.id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ entry, message: null });
    expect(answer.body).not.toMatch(/register\//);
    const html = await call(admin, "GET", `/api/admin/mail-log/${entry.id}/html`);
    expect(html.statusCode).toBe(404);
    expect(html.body).not.toMatch(/register\//);
  });
});
