import { afterEach, describe, expect, it } from "vitest";
import {
  actAs,
  createMember,
  linkToken,
  login,
  startTestServer,
  testDialect,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";
import { deliverAll, mailCaller } from "../../../../test/server/kits/mailings-test-kit.ts";
import { STEP_UP_MAX_AGE_MS } from "../auth/sessions-plugin.ts";
import { totpCode } from "../auth/totp.ts";

// Decision 36: no admin reads a message that carries a secret link, and she hands out a new one through an audited
// action that asks for a step-up.

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

type Caller = { cookie: string | undefined };

/** A club with no mail server (every email to the mail drop), admins required to hold a second factor. */
async function setUp() {
  const server = await startTestServer({ PUBLIC_URL: "https://club.example", REQUIRE_ADMIN_2FA: "true" });
  cleanups.push(() => server.close());
  const call = mailCaller(server);
  return { server, call, admin: await adminWithTotp(server, call) };
}

/** An admin with TOTP on, signed in a moment ago (a fresh sign-in is a fresh proof): the most an admin can be. */
async function adminWithTotp(server: TestServer, call: ReturnType<typeof mailCaller>) {
  const member = await createMember(server, { admin: true, type: "Founding" });
  const caller: Caller = { cookie: await login(server.app, member.email) };
  const setup = await call(caller, "POST", "/api/me/2fa/totp");
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const confirmed = await call(caller, "POST", "/api/me/2fa/totp/confirm", { code: totpCode(secret) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { ...caller, member, secret };
}

const forgot = (server: TestServer, email: string) =>
  server.app.inject({
    method: "POST",
    url: "/forgot-password",
    payload: { email },
    remoteAddress: `127.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });

/** Moves the proof of every session of a member back past the step-up's limit (as 16 minutes of waiting would). */
const ageProof = (server: TestServer, userId: number) =>
  server.database.db
    .updateTable("sessions")
    .set({ proven_at: Date.now() - STEP_UP_MAX_AGE_MS - 60_000 })
    .where("user_id", "=", userId)
    .execute();

const audit = async (server: TestServer, action: string) =>
  server.database.db.selectFrom("audit_log").select(["actor_user_id", "target"]).where("action", "=", action).execute();

const resetPassword = (server: TestServer, token: string) =>
  server.app.inject({
    method: "POST",
    url: "/reset-password",
    payload: { token, newPassword: "Another-Long-Secret-42" },
  });

describe(`messages that carry a secret link in the mail log (${testDialect})`, () => {
  it("shows no admin, with her factor and a fresh step-up, the words or link of a reset, a sign-in link or a registration invitation: not in the list, the message or its HTML part, not even her own", async () => {
    const { server, call, admin } = await setUp();
    const coAdmin = await createMember(server, { name: "Co Admin", admin: true, type: "Founding" });
    expect((await forgot(server, coAdmin.email)).statusCode).toBe(200);
    expect((await forgot(server, admin.member.email)).statusCode).toBe(200);
    const invited = await call(admin, "POST", "/api/admin/invitations", {
      email: "grace@club.example",
      type: "Standard",
    });
    expect(invited.statusCode, invited.body).toBe(201);
    await server.app.mail.enqueue({
      to: coAdmin.email,
      userId: coAdmin.userId,
      kind: "sign-in-link",
      data: {
        token: "a-sign-in-secret-of-forty-three-characters-x",
        name: coAdmin.name,
        failures: 51,
        address: "203.0.113.0",
      },
    });
    // The four, and the email that told the admin her authenticator app was turned on (it carries no secret).
    expect(await deliverAll(server)).toBe(5);
    const secrets = [
      await linkToken(server, coAdmin.email, "/reset-password/"),
      await linkToken(server, admin.member.email, "/reset-password/"),
      await linkToken(server, "grace@club.example", "/register/"),
      "a-sign-in-secret-of-forty-three-characters-x",
    ];

    const list = await call(admin, "GET", "/api/admin/mail-log");
    expect(list.statusCode, list.body).toBe(200);
    const { entries } = list.json<{ entries: Array<{ id: number; kind: string; carries_secret: boolean }> }>();
    expect(entries.map((entry) => [entry.kind, entry.carries_secret])).toEqual([
      ["sign-in-link", true],
      ["registration-invitation", true],
      ["password-reset", true],
      ["password-reset", true],
      ["factor-changed", false],
    ]);
    for (const entry of entries.filter((one) => one.carries_secret)) {
      const message = await call(admin, "GET", `/api/admin/mail-log/${entry.id}`);
      expect(message.statusCode, message.body).toBe(200);
      expect(message.json()).toEqual({ entry, message: null });
      const html = await call(admin, "GET", `/api/admin/mail-log/${entry.id}/html`);
      expect(html.statusCode).toBe(404);
      expect(html.json().error).toBe("No such email.");
      for (const answer of [list, message, html])
        for (const secret of secrets) expect(answer.body).not.toContain(secret);
    }
  });

  it("still shows the words of an email that carries no secret, and marks it so", async () => {
    const { server, call, admin } = await setUp();
    await call(admin, "POST", "/api/admin/send-email", {
      subject: "Spring gathering",
      body: "<p>Dear members, <strong>join us</strong> in April.</p>",
      recipientGroup: "testing",
    });
    await deliverAll(server);
    const [copy] = (await call(admin, "GET", "/api/admin/mail-log")).json().entries;
    expect(copy).toMatchObject({ kind: "bulk", carries_secret: false });
    const { message } = (await call(admin, "GET", `/api/admin/mail-log/${copy.id}`)).json();
    expect(message.text).toContain("join us");
    expect((await call(admin, "GET", `/api/admin/mail-log/${copy.id}/html`)).statusCode).toBe(200);
  });
});

describe(`an admin's new password reset link for a member (${testDialect})`, () => {
  it("answers a working link once, ends the earlier one, emails nothing and is audited", async () => {
    const { server, call, admin } = await setUp();
    const ana = await createMember(server, { name: "Ana Li" });
    await forgot(server, ana.email);
    const earlier = await linkToken(server, ana.email, "/reset-password/");
    const outboxBefore = (await server.database.db.selectFrom("outbox").select("id").execute()).length;

    const answer = await call(admin, "POST", `/api/users/${ana.userId}/reset-link`);
    expect(answer.statusCode, answer.body).toBe(200);
    const { link, message } = answer.json<{ link: string; message: string }>();
    expect(link).toMatch(/^https:\/\/club\.example\/reset-password\/[A-Za-z0-9_-]{40,}$/);
    expect(message).toBe(
      "A new password reset link for Ana Li. It works once, for 1 hour, and every earlier link has stopped working. Copy it now: it is not shown again.",
    );
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect((await server.database.db.selectFrom("outbox").select("id").execute()).length).toBe(outboxBefore);
    expect(await audit(server, "user.reset-link")).toEqual([
      { actor_user_id: admin.member.userId, target: `user:${ana.userId}` },
    ]);

    expect((await resetPassword(server, earlier)).statusCode).toBe(400);
    const token = link.split("/").at(-1)!;
    const reset = await resetPassword(server, token);
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await resetPassword(server, token)).statusCode).toBe(400);
  });

  it("asks for a step-up when the session's proof is old: 403 step_up_required, no link made, nothing audited", async () => {
    const { server, call, admin } = await setUp();
    const ana = await createMember(server);
    await forgot(server, ana.email);
    const earlier = await linkToken(server, ana.email, "/reset-password/");
    await ageProof(server, admin.member.userId);

    const refused = await call(admin, "POST", `/api/users/${ana.userId}/reset-link`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "step_up_required", methods: ["totp", "recovery"] });
    expect(refused.body).not.toMatch(/reset-password\//);
    expect(await audit(server, "user.reset-link")).toEqual([]);
    // The member's own link still works: nothing was ended.
    expect((await resetPassword(server, earlier)).statusCode).toBe(200);

    const proven = await call(admin, "POST", "/api/me/step-up", { code: totpCode(admin.secret, Date.now() + 30_000) });
    expect(proven.statusCode, proven.body).toBe(200);
    expect((await call(admin, "POST", `/api/users/${ana.userId}/reset-link`)).statusCode).toBe(200);
  });

  it("is refused to members (403), anonymous (401), an admin without her required factor (403); 404 for no member, 409 for a deactivated one, 400 for a bad id", async () => {
    const { server, call, admin } = await setUp();
    const ana = await createMember(server);
    const url = `/api/users/${ana.userId}/reset-link`;
    expect((await call(await actAs(server, "anonymous"), "POST", url)).statusCode).toBe(401);
    for (const role of ["Standard", "Travel Host", "Founding"] as const) {
      const answer = await call(await actAs(server, role), "POST", url);
      expect(answer.statusCode, role).toBe(403);
      expect(answer.body).not.toMatch(/reset-password\//);
    }
    const noFactor = await call(await actAs(server, "admin"), "POST", url);
    expect(noFactor.statusCode).toBe(403);
    expect(noFactor.body).not.toMatch(/reset-password\//);
    expect(await audit(server, "user.reset-link")).toEqual([]);

    const missing = await call(admin, "POST", "/api/users/999999/reset-link");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe("No such member.");
    for (const id of ["0", "abc", "1.5"])
      expect((await call(admin, "POST", `/api/users/${id}/reset-link`)).statusCode, id).toBe(400);
    expect((await call(admin, "PUT", `/api/users/${ana.userId}/active`, { active: false })).statusCode).toBe(200);
    const deactivated = await call(admin, "POST", url);
    expect(deactivated.statusCode).toBe(409);
    expect(deactivated.json().error).toBe("This member is deactivated: reactivate her before giving her a reset link.");
    expect(await audit(server, "user.reset-link")).toEqual([]);
  });
});

describe(`an admin's new registration link for an invited address (${testDialect})`, () => {
  it("answers a working link of the same member type once, ends the earlier one, emails nothing and is audited", async () => {
    const { server, call, admin } = await setUp();
    await call(admin, "POST", "/api/admin/invitations", { email: "grace@club.example", type: "Travel Host" });
    const earlier = await linkToken(server, "grace@club.example", "/register/");
    const outboxBefore = (await server.database.db.selectFrom("outbox").select("id").execute()).length;

    const answer = await call(admin, "POST", "/api/admin/invitations/link", { email: " Grace@Club.example " });
    expect(answer.statusCode, answer.body).toBe(200);
    const { link, message } = answer.json<{ link: string; message: string }>();
    expect(link).toMatch(/^https:\/\/club\.example\/register\/[A-Za-z0-9_-]{40,}$/);
    expect(message).toBe(
      "A new registration link for grace@club.example. It works once, for 7 days, and every earlier link to this address has stopped working. Copy it now: it is not shown again.",
    );
    expect((await server.database.db.selectFrom("outbox").select("id").execute()).length).toBe(outboxBefore);
    expect(await audit(server, "invitation.new-link")).toEqual([
      { actor_user_id: admin.member.userId, target: "email:grace@club.example" },
    ]);

    const anonymous = { cookie: undefined };
    expect((await call(anonymous, "GET", `/api/register/validate-token/${earlier}`)).statusCode).toBe(404);
    const token = link.split("/").at(-1)!;
    const valid = await call(anonymous, "GET", `/api/register/validate-token/${token}`);
    expect(valid.statusCode, valid.body).toBe(200);
    expect(valid.json()).toMatchObject({ email: "grace@club.example", type: "Travel Host" });
  });

  it("asks for a step-up when the proof is old, and is refused to members, anonymous and an admin without her factor; 404 for an address never invited, 409 for a member's, 400 for a bad one", async () => {
    const { server, call, admin } = await setUp();
    await call(admin, "POST", "/api/admin/invitations", { email: "grace@club.example", type: "Standard" });
    const earlier = await linkToken(server, "grace@club.example", "/register/");
    const body = { email: "grace@club.example" };
    const url = "/api/admin/invitations/link";

    expect((await call(await actAs(server, "anonymous"), "POST", url, body)).statusCode).toBe(401);
    for (const role of ["Standard", "Travel Host", "Founding", "admin"] as const) {
      const answer = await call(await actAs(server, role), "POST", url, body);
      expect(answer.statusCode, role).toBe(403);
      expect(answer.body).not.toMatch(/register\//);
    }
    await ageProof(server, admin.member.userId);
    const stale = await call(admin, "POST", url, body);
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ code: "step_up_required" });
    expect(await audit(server, "invitation.new-link")).toEqual([]);
    expect((await call({ cookie: undefined }, "GET", `/api/register/validate-token/${earlier}`)).statusCode).toBe(200);

    expect(
      (await call(admin, "POST", "/api/me/step-up", { code: totpCode(admin.secret, Date.now() + 30_000) })).statusCode,
    ).toBe(200);
    const never = await call(admin, "POST", url, { email: "nobody@club.example" });
    expect(never.statusCode).toBe(404);
    expect(never.json().error).toBe("This address was never invited: invite it first.");
    const member = await call(admin, "POST", url, { email: admin.member.email });
    expect(member.statusCode).toBe(409);
    for (const bad of [{}, { email: "not an address" }, { email: 7 }])
      expect((await call(admin, "POST", url, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    expect(await audit(server, "invitation.new-link")).toEqual([]);
  });
});
