import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { openDatabase } from "../../kernel/database/database.ts";
import { actAs, createMember, login, startTestServer, testDialect } from "../../../../test/server/harness/test-app.ts";
import { manualClock, testMailWorker } from "../../../../test/server/kits/outbox-test-kit.ts";
import { startSmtpTestServer } from "../../../../test/server/kits/smtp-test-server.ts";
import { count, mailCaller, mailingRows, mailPayload } from "../../../../test/server/kits/mailings-test-kit.ts";
import { ageProof } from "../../../../test/server/kits/step-up-kit.ts";
import { HELD_UNTIL } from "../outbox/index.ts";

const MINUTE = 60_000;
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * A club with a real SMTP server whose mailings to more than 3 members need a second admin and wait 10 minutes:
 * admins A and B and three members, so "all" reaches five.
 */
async function setUp(env: Record<string, string> = {}) {
  const smtp = await startSmtpTestServer();
  const server = await startTestServer({
    SMTP_URL: smtp.url,
    PUBLIC_URL: "https://club.example",
    MAIL_FROM: "The Salon <club@club.example>",
    MAILING_APPROVAL_THRESHOLD: "3",
    MAILING_CANCEL_WINDOW_MINUTES: "10",
    ...env,
  });
  cleanups.push(
    () => smtp.stop(),
    () => server.close(),
  );
  const a = await actAs(server, "admin");
  const b = await actAs(server, "admin");
  const member = await actAs(server, "Standard");
  await createMember(server, { type: "Founding" });
  await createMember(server, { type: "Travel Host" });
  const call = mailCaller(server);
  const clock = manualClock();
  const worker = (options: Parameters<typeof testMailWorker>[1] = {}) => {
    const w = testMailWorker(server, { now: clock.now, ...options });
    cleanups.push(() => w.stop());
    return w;
  };
  const write = async (subject = "Spring gathering", overrides: Record<string, unknown> = {}) => {
    const answer = await call(a, "POST", "/api/admin/send-email", mailPayload({ subject, ...overrides }));
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as {
      mailingId: number;
      recipients: number;
      state: string;
      sendAt: string | null;
      message: string;
    };
  };
  const state = async (id: number) =>
    await server.database.db
      .selectFrom("mailings")
      .select(["state", "approved_by", "cancelled_by", "send_at", "withdrawn"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
  const audits = async (action: string) =>
    server.database.db
      .selectFrom("audit_log")
      .select(["actor_user_id", "target", "details"])
      .where("action", "=", action)
      .execute();
  const received = (subject: string) => smtp.received.filter((email) => email.subject === subject).length;
  return { smtp, server, a, b, member, call, clock, worker, write, state, audits, received };
}

describe(`mailings two admins stand behind and that can be stopped (${testDialect})`, () => {
  it("the composer's preview says a mailing above the threshold needs a second admin", async () => {
    const { call, a } = await setUp();
    const preview = await call(a, "POST", "/api/admin/mail-preview", mailPayload());
    expect(preview.json()).toMatchObject({
      recipients: 5,
      needsApproval: true,
      approvalThreshold: 3,
      cancelWindowMinutes: 10,
    });
    const small = await call(a, "POST", "/api/admin/mail-preview", mailPayload({ recipientGroup: "admins" }));
    expect(small.json()).toMatchObject({ recipients: 2, needsApproval: false });
  });

  it("the second admin's review says the cancel window her approval leaves, as the club sets it now", async () => {
    const { call, a, b, write } = await setUp();
    const sent = await write("For review");
    const review = async () => (await call(b, "GET", `/api/admin/mailings/${sent.mailingId}/review`)).json();
    expect(await review()).toMatchObject({ state: "awaiting_approval", cancelWindowMinutes: 10 });
    const saved = await call(a, "PUT", "/api/admin/club-settings", { mailing_cancel_window_minutes: 0 });
    expect(saved.statusCode).toBe(200);
    expect(await review()).toMatchObject({ cancelWindowMinutes: 0 });
  });

  it("above the threshold it waits for approval and nothing leaves, however long the worker runs", async () => {
    const { write, state, worker, clock, received, server } = await setUp();
    const sent = await write("Held back");
    expect(sent).toMatchObject({ recipients: 5, state: "awaiting_approval", sendAt: null });
    expect(sent.message).toBe(
      "This mailing goes to 5 members, so it waits for a second admin's approval before it is sent.",
    );
    expect(await state(sent.mailingId)).toMatchObject({ state: "awaiting_approval", send_at: null });
    const rows = await mailingRows(server, sent.mailingId);
    expect(rows.map((row) => Number(row.next_attempt_at))).toEqual(Array(5).fill(HELD_UNTIL));
    clock.advance(30 * 24 * 60 * MINUTE);
    expect(await worker().drain()).toBe(0);
    expect(received("Held back")).toBe(0);
  });

  it("its author may not approve it; members 403, anonymous 401; nothing changes", async () => {
    const { write, call, a, member, state, audits } = await setUp();
    const { mailingId } = await write();
    const own = await call(a, "POST", `/api/admin/mailings/${mailingId}/approve`);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ message: "You wrote this mailing: another admin must approve it." });
    for (const [who, status] of [
      [member, 403],
      [{ cookie: undefined }, 401],
    ] as const) {
      expect((await call(who, "POST", `/api/admin/mailings/${mailingId}/approve`)).statusCode).toBe(status);
      expect((await call(who, "POST", `/api/admin/mailings/${mailingId}/cancel`)).statusCode).toBe(status);
    }
    expect(await state(mailingId)).toMatchObject({ state: "awaiting_approval", approved_by: null, cancelled_by: null });
    expect(await audits("mailing.approve")).toEqual([]);
    expect(await audits("mailing.cancel")).toEqual([]);
  });

  it("a second admin approves (with a recent proof), it waits the window, then every member receives it once", async () => {
    const { write, call, b, state, audits, worker, clock, received, smtp, server } = await setUp();
    const { mailingId } = await write("Approved one");
    await ageProof(server, b.member!.userId);
    const stale = await call(b, "POST", `/api/admin/mailings/${mailingId}/approve`);
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ code: "step_up_required" });
    expect(await state(mailingId)).toMatchObject({ state: "awaiting_approval" });

    const fresh = { cookie: await login(server.app, b.member!.email) };
    const approved = await call(fresh, "POST", `/api/admin/mailings/${mailingId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ state: "queued", message: expect.stringContaining("10 minutes") });
    expect(await state(mailingId)).toMatchObject({ state: "queued", approved_by: b.member!.userId });
    expect(await audits("mailing.approve")).toEqual([
      expect.objectContaining({ actor_user_id: b.member!.userId, target: `mailing:${mailingId}` }),
    ]);
    expect((await call(fresh, "POST", `/api/admin/mailings/${mailingId}/approve`)).statusCode).toBe(409);

    // In the window nothing leaves; after it, each member receives one copy.
    clock.set(Date.now() + 9 * MINUTE);
    await worker().drain();
    expect(received("Approved one")).toBe(0);
    clock.advance(2 * MINUTE);
    await worker().drain();
    await smtp.waitForMessages(5);
    expect(received("Approved one")).toBe(5);
    // Every copy has left: nothing to cancel, nothing changed.
    const late = await call(fresh, "POST", `/api/admin/mailings/${mailingId}/cancel`);
    expect(late.statusCode).toBe(409);
    expect(await state(mailingId)).toMatchObject({ state: "queued", cancelled_by: null });

    const log = (await call(fresh, "GET", "/api/admin/mailings")).json();
    expect(log[0]).toMatchObject({
      id: mailingId,
      delivery: { sent: 5, pending: 0 },
      control: { state: "queued", approvedBy: { user_id: b.member!.userId } },
    });
  });

  it("cancelled in its window, its copies are withdrawn and the SMTP server receives none", async () => {
    const { write, call, a, b, state, audits, worker, clock, received, server } = await setUp();
    const { mailingId } = await write("Stopped in time");
    expect((await call(b, "POST", `/api/admin/mailings/${mailingId}/approve`)).statusCode).toBe(200);
    // Its author may stop it too.
    const cancelled = await call(a, "POST", `/api/admin/mailings/${mailingId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({
      message: "Mailing cancelled: 5 copies withdrawn, 0 already sent.",
      withdrawn: 5,
      sent: 0,
    });
    expect(await state(mailingId)).toMatchObject({ state: "cancelled", cancelled_by: a.member!.userId, withdrawn: 5 });
    expect(await mailingRows(server, mailingId)).toEqual([]);
    expect(await audits("mailing.cancel")).toEqual([
      expect.objectContaining({ actor_user_id: a.member!.userId, target: `mailing:${mailingId}` }),
    ]);
    clock.advance(60 * MINUTE);
    expect(await worker().drain()).toBe(0);
    expect(received("Stopped in time")).toBe(0);
    expect((await call(b, "POST", `/api/admin/mailings/${mailingId}/cancel`)).statusCode).toBe(409);
    expect((await call(b, "POST", `/api/admin/mailings/${mailingId}/approve`)).statusCode).toBe(409);
    const log = (await call(b, "GET", "/api/admin/mailings")).json();
    expect(log[0].control).toMatchObject({
      state: "cancelled",
      cancelledBy: { user_id: a.member!.userId },
      withdrawn: 5,
    });
  });

  it("a mailing awaiting approval can be cancelled by any admin, and then never approved", async () => {
    const { write, call, b, state, worker, clock, received } = await setUp();
    const { mailingId } = await write("Never approved");
    expect((await call(b, "POST", `/api/admin/mailings/${mailingId}/cancel`)).json()).toMatchObject({ withdrawn: 5 });
    expect((await call(b, "POST", `/api/admin/mailings/${mailingId}/approve`)).statusCode).toBe(409);
    expect(await state(mailingId)).toMatchObject({ state: "cancelled", approved_by: null });
    clock.advance(60 * MINUTE);
    expect(await worker().drain()).toBe(0);
    expect(received("Never approved")).toBe(0);
  });

  it("stopped mid-send from another instance, it stops there and reports how many had left", async () => {
    const { call, a, server, worker, received, smtp } = await setUp({
      MAILING_APPROVAL_THRESHOLD: "100",
      MAILING_CANCEL_WINDOW_MINUTES: "0",
    });
    const sent = (await call(a, "POST", "/api/admin/send-email", mailPayload({ subject: "Half way" }))).json();
    expect(sent).toMatchObject({ state: "queued", recipients: 5, message: "Email sent successfully." });
    // One worker sends a batch of two, then the other instance's admin stops the rest.
    expect(await worker({ batchSize: 2, now: Date.now }).runOnce()).toBe(2);
    await smtp.waitForMessages(2);
    const otherDatabase = openDatabase(server.config.database);
    const other = await buildApp({
      config: server.config,
      database: otherDatabase,
      webDistDir: path.join(server.config.dataDir, "no-web-build"),
    });
    cleanups.push(
      () => otherDatabase.close(),
      () => other.close(),
    );
    const stop = await other.inject({
      method: "POST",
      url: `/api/admin/mailings/${sent.mailingId}/cancel`,
      headers: { cookie: a.cookie! },
    });
    expect(stop.json()).toMatchObject({ withdrawn: 3, sent: 2 });
    expect(await worker({ now: Date.now }).drain()).toBe(0);
    expect(received("Half way")).toBe(2);
  });

  it("refuses bad input with a clear 4xx and changes nothing", async () => {
    const { call, a, b, server } = await setUp();
    const before = await count(server, "mailings");
    for (const url of ["/api/admin/mailings/abc/approve", "/api/admin/mailings/0/cancel"])
      expect((await call(b, "POST", url)).statusCode).toBe(400);
    expect((await call(b, "POST", "/api/admin/mailings/999999/approve")).statusCode).toBe(404);
    expect((await call(b, "POST", "/api/admin/mailings/999999/cancel")).statusCode).toBe(404);
    const past = await call(
      a,
      "POST",
      "/api/admin/send-email",
      mailPayload({ scheduledFor: new Date(Date.now() - 60 * MINUTE).toISOString() }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ code: "bad_request" });
    const notADate = await call(a, "POST", "/api/admin/send-email", mailPayload({ scheduledFor: "tomorrow" }));
    expect(notADate.statusCode).toBe(400);
    expect(await count(server, "mailings")).toBe(before);
    expect(await count(server, "outbox")).toBe(0);
    for (const body of [{ mailing_approval_threshold: -1 }, { mailing_cancel_window_minutes: 2.5 }]) {
      const answer = await call(a, "PUT", "/api/admin/club-settings", body);
      expect(answer.statusCode).toBe(400);
    }
    expect((await call(a, "GET", "/api/admin/club-settings")).json()).toMatchObject({
      mailing_approval_threshold: 3,
      mailing_cancel_window_minutes: 10,
    });
  });

  it("a scheduled mailing under the threshold waits until its time; the club settings change the rules at once", async () => {
    const { call, a, write, worker, clock, received } = await setUp();
    const saved = await call(a, "PUT", "/api/admin/club-settings", {
      mailing_approval_threshold: 10,
      mailing_cancel_window_minutes: 0,
    });
    expect(saved.json()).toMatchObject({ mailing_approval_threshold: 10, mailing_cancel_window_minutes: 0 });
    const at = new Date(clock.now() + 3 * 60 * MINUTE).toISOString();
    const sent = await write("Scheduled", { scheduledFor: at });
    expect(sent).toMatchObject({ state: "queued", sendAt: at });
    expect(sent.message).toBe("Email scheduled. Until it leaves, any admin can cancel it in the mail log.");
    clock.advance(2 * 60 * MINUTE);
    expect(await worker().drain()).toBe(0);
    clock.advance(61 * MINUTE);
    expect(await worker().drain()).toBe(5);
    expect(received("Scheduled")).toBe(5);
  });
});

describe(`with REQUIRE_ADMIN_2FA, an admin without her second factor (${testDialect})`, () => {
  it("may neither approve nor cancel a mailing", async () => {
    const server = await startTestServer({
      REQUIRE_ADMIN_2FA: "true",
      MAILING_APPROVAL_THRESHOLD: "0",
      MAILING_CANCEL_WINDOW_MINUTES: "10",
    });
    cleanups.push(() => server.close());
    const author = await createMember(server, { admin: true, type: "Founding" });
    const id = (
      await server.database.db
        .insertInto("mailings")
        .values({
          subject: "S",
          html_body: "<p>x</p>",
          text_body: "x",
          recipient_group: "all",
          event_id: null,
          sender_id: author.userId,
          recipient_count: 1,
          request_key: null,
          created_at: Date.now(),
          state: "awaiting_approval",
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    const other = await createMember(server, { admin: true, type: "Founding" });
    const cookie = await login(server.app, other.email);
    for (const action of ["approve", "cancel"]) {
      const answer = await server.app.inject({
        method: "POST",
        url: `/api/admin/mailings/${id}/${action}`,
        headers: { cookie },
      });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ code: "second_factor_required" });
    }
    const row = await server.database.db.selectFrom("mailings").select("state").where("id", "=", id).executeTakeFirst();
    expect(row?.state).toBe("awaiting_approval");
  });
});
