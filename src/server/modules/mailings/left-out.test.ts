import { afterEach, describe, expect, it } from "vitest";
import { actAs, createMember, login, startTestServer, testDialect } from "../../../../test/server/harness/test-app.ts";
import { count, mailCaller, mailPayload } from "../../../../test/server/kits/mailings-test-kit.ts";

const DAY = 24 * 60 * 60_000;
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * A club of two admins and four members: Ada receives everything, Bea turned announcements off, Cleo was deactivated,
 * Dora's term ended 31 days ago (lapsed). Mailings above 3 recipients wait for a second admin.
 */
async function setUp(env: Record<string, string> = {}) {
  const server = await startTestServer({
    PUBLIC_URL: "https://club.example",
    MAILING_APPROVAL_THRESHOLD: "2",
    MAILING_CANCEL_WINDOW_MINUTES: "10",
    ...env,
  });
  cleanups.push(() => server.close());
  const a = await actAs(server, "admin");
  const b = await actAs(server, "admin");
  const ada = await createMember(server, { name: "Ada Lovelace" });
  const bea = await createMember(server, { name: "Bea Unsubscribed" });
  const cleo = await createMember(server, { name: "Cleo Gone" });
  const dora = await createMember(server, { name: "Dora Lapsed", type: "Founding" });
  const db = server.database.db;
  await db.updateTable("users").set({ club_announcements: 0 }).where("user_id", "=", bea.userId).execute();
  await db.updateTable("users").set({ active: 0 }).where("user_id", "=", cleo.userId).execute();
  await db
    .updateTable("users")
    .set({ membership_term_start: Date.now() - 400 * DAY, membership_term_end: Date.now() - 31 * DAY })
    .where("user_id", "=", dora.userId)
    .execute();
  return { server, a, b, ada, bea, cleo, dora, call: mailCaller(server) };
}

describe(`who a mailing leaves out, and the second admin's review (${testDialect})`, () => {
  it("the preview names who is left out and why, and the send reaches exactly the count it showed", async () => {
    const { server, a, b, ada, bea, cleo, dora, call } = await setUp();
    const preview = await call(a, "POST", "/api/admin/mail-preview", mailPayload());
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      recipients: 3,
      needsApproval: true,
      leftOut: {
        total: 3,
        byReason: { deactivated: 1, lapsed: 1, unsubscribed: 1 },
        members: [
          { user_id: bea.userId, name: "Bea Unsubscribed", reason: "unsubscribed" },
          { user_id: cleo.userId, name: "Cleo Gone", reason: "deactivated" },
          { user_id: dora.userId, name: "Dora Lapsed", reason: "lapsed" },
        ],
      },
    });
    // Founding members: the admins and Dora, who lapsed.
    const founding = await call(a, "POST", "/api/admin/mail-preview", mailPayload({ recipientGroup: "founding" }));
    expect(founding.json()).toMatchObject({
      recipients: 2,
      leftOut: { total: 1, byReason: { deactivated: 0, lapsed: 1, unsubscribed: 0 } },
    });
    const sent = await call(a, "POST", "/api/admin/send-email", mailPayload());
    expect(sent.json()).toMatchObject({ recipients: 3, state: "awaiting_approval" });
    const to = await server.database.db
      .selectFrom("mailing_recipients")
      .select("user_id")
      .where("mailing_id", "=", sent.json().mailingId)
      .orderBy("user_id")
      .execute();
    expect(to.map((row) => row.user_id).sort()).toEqual([a.member!.userId, b.member!.userId, ada.userId].sort());
    expect(to.map((row) => row.user_id)).not.toContain(dora.userId);
  });

  it("a long list is counted by reason, with no names", async () => {
    const { server, a, call } = await setUp();
    const db = server.database.db;
    for (let i = 0; i < 11; i += 1) {
      const member = await createMember(server, { name: `Quiet ${i}` });
      await db.updateTable("users").set({ club_announcements: 0 }).where("user_id", "=", member.userId).execute();
    }
    const answer = (await call(a, "POST", "/api/admin/mail-preview", mailPayload())).json();
    expect(answer.leftOut).toEqual({
      total: 14,
      byReason: { deactivated: 1, lapsed: 1, unsubscribed: 12 },
      members: [],
    });
  });

  it("the second admin reviews what the first saw: the email, the count and the left-out list, even after changes", async () => {
    const { server, a, b, bea, call } = await setUp();
    const sent = (await call(a, "POST", "/api/admin/send-email", mailPayload({ subject: "For review" }))).json();
    // Bea turns announcements back on after the mailing was written: the review still shows what was sent.
    await server.database.db
      .updateTable("users")
      .set({ club_announcements: 1 })
      .where("user_id", "=", bea.userId)
      .execute();
    const review = await call(b, "GET", `/api/admin/mailings/${sent.mailingId}/review`);
    expect(review.statusCode).toBe(200);
    expect(review.json()).toMatchObject({
      id: sent.mailingId,
      subject: "For review",
      recipientGroup: "all",
      sender: { user_id: a.member!.userId },
      recipients: 3,
      state: "awaiting_approval",
      scheduledFor: null,
      sendAt: null,
      leftOut: { total: 3, byReason: { deactivated: 1, lapsed: 1, unsubscribed: 1 } },
    });
    expect(review.json().leftOut.members.map((m: { name: string }) => m.name)).toEqual([
      "Bea Unsubscribed",
      "Cleo Gone",
      "Dora Lapsed",
    ]);
    expect(review.json().text).toContain("join us");
    const document = await call(b, "GET", `/api/admin/mailings/${sent.mailingId}/review/document`);
    expect(document.statusCode).toBe(200);
    expect(document.headers["content-type"]).toMatch(/^text\/html/);
    expect(document.headers["content-security-policy"]).toContain("sandbox");
    expect(document.body).toContain("<strong>join us</strong>");
    expect(document.body).toContain("https://club.example/settings");
  });

  it("only admins review; a member, an anonymous caller and bad ids are refused, nothing changes", async () => {
    const { server, a, call } = await setUp();
    const sent = (await call(a, "POST", "/api/admin/send-email", mailPayload())).json();
    const member = await actAs(server, "Standard");
    const anonymous = { cookie: undefined };
    for (const url of [
      `/api/admin/mailings/${sent.mailingId}/review`,
      `/api/admin/mailings/${sent.mailingId}/review/document`,
    ]) {
      expect((await call(member, "GET", url)).statusCode).toBe(403);
      expect((await call(anonymous, "GET", url)).statusCode).toBe(401);
    }
    expect((await call(member, "POST", "/api/admin/mail-preview", mailPayload())).statusCode).toBe(403);
    expect((await call(anonymous, "POST", "/api/admin/mail-preview", mailPayload())).statusCode).toBe(401);
    for (const id of ["abc", "0", "-1", "1.5", "4294967296"]) {
      const answer = await call(a, "GET", `/api/admin/mailings/${id}/review`);
      expect(answer.statusCode, id).toBe(400);
      expect(answer.json()).toMatchObject({ code: "bad_request" });
    }
    expect((await call(a, "GET", "/api/admin/mailings/999999/review")).statusCode).toBe(404);
    expect((await call(a, "GET", "/api/admin/mailings/999999/review/document")).statusCode).toBe(404);
    const badGroup = await call(a, "POST", "/api/admin/mail-preview", mailPayload({ recipientGroup: "everyone" }));
    expect(badGroup.statusCode).toBe(400);
    const unknown = await call(
      a,
      "POST",
      "/api/admin/mail-preview",
      mailPayload({ recipientGroup: "selected", selectedMemberIds: [999999] }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(await count(server, "mailings")).toBe(1);
    expect(await server.database.db.selectFrom("mailings").select("state").executeTakeFirst()).toEqual({
      state: "awaiting_approval",
    });
  });
});

describe(`with REQUIRE_ADMIN_2FA, an admin without her second factor (${testDialect})`, () => {
  it("may neither preview a mailing nor review one", async () => {
    const server = await startTestServer({ REQUIRE_ADMIN_2FA: "true" });
    cleanups.push(() => server.close());
    const admin = await createMember(server, { admin: true, type: "Founding" });
    const cookie = await login(server.app, admin.email);
    const call = mailCaller(server);
    for (const [method, url] of [
      ["POST", "/api/admin/mail-preview"],
      ["GET", "/api/admin/mailings/1/review"],
      ["GET", "/api/admin/mailings/1/review/document"],
    ] as const) {
      const answer = await call({ cookie }, method, url, method === "POST" ? mailPayload() : undefined);
      expect(answer.statusCode, url).toBe(403);
      // The preview's own guard lets an event's creator in, so it answers as to a member: not an admin's call.
      expect(answer.json()).toMatchObject({
        code: method === "POST" ? "forbidden" : "second_factor_required",
      });
    }
  });
});
