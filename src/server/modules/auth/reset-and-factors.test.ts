import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { callsFrom, relyingParty } from "../../../../test/server/kits/calls-kit.ts";
import {
  createMember,
  linkToken,
  login,
  queuedEmails,
  startTestServer,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";
import { addPasskeyThroughCalls } from "../../../../test/server/kits/passkey-authenticator.ts";
import { STEP_UP_MAX_AGE_MS } from "./sessions-plugin.ts";
import { totpCode } from "./totp.ts";

// A password reset by link removes the passkeys and the authenticator app added in the 7 days before it, tells her
// which, and signs her in (with her second factor when one is left): decision 33.
let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const NEW_PASSWORD = "Brand-New-Secret-9";
const call = callsFrom(() => server, "10.8");
const site = () => relyingParty(server);
let passkeyAddress = 0;

async function addPasskey(cookie: string, name: string, daysAgo: number) {
  const added = await addPasskeyThroughCalls(server.app, site(), cookie, name, {
    remoteAddress: `10.8.9.${(passkeyAddress += 1) & 255}`,
  });
  expect(added.statusCode).toBe(200);
  await server.database.db
    .updateTable("passkeys")
    .set({ created_at: Date.now() - daysAgo * DAY_MS })
    .where("name", "=", name)
    .execute();
}

async function turnOnTotp(cookie: string, userId: number, daysAgo: number) {
  const { secret } = (await call("POST", "/api/me/2fa/totp", cookie)).json<{ secret: string }>();
  expect((await call("POST", "/api/me/2fa/totp/confirm", cookie, { code: totpCode(secret) })).statusCode).toBe(200);
  await server.database.db
    .updateTable("totp_factors")
    .set({ confirmed_at: Date.now() - daysAgo * DAY_MS })
    .where("user_id", "=", userId)
    .execute();
}

async function reset(email: string) {
  await call("POST", "/forgot-password", undefined, { email });
  const token = await linkToken(server, email, "/reset-password/");
  return call("POST", "/reset-password", undefined, { token, newPassword: NEW_PASSWORD });
}

const passkeyNames = async (userId: number) =>
  (await server.database.db.selectFrom("passkeys").select("name").where("user_id", "=", userId).execute()).map(
    (row) => row.name,
  );
const removalEmails = async (email: string) =>
  (await queuedEmails(server, email)).filter(
    (queued) => queued.kind === "factor-changed" && /removed|turned off/.test(queued.subject),
  );
const cookieNamed = (response: Awaited<ReturnType<typeof call>>, name: string) =>
  response.cookies.find((cookie) => cookie.name.endsWith(name) && cookie.value !== "");

describe("a password reset and her sign-in methods", () => {
  it("removes a passkey added 2 days before, keeps one added long ago, and tells her which", async () => {
    const member = await createMember(server);
    const cookie = await login(server.app, member.email);
    await addPasskey(cookie, "My old key", 60);
    await addPasskey(cookie, "Unknown key", 2);

    const done = await reset(member.email);
    expect(done.statusCode).toBe(200);
    expect(done.body).toBe(
      "Password has been reset successfully. Removed with it, as they were added to your account in the last 7 days: the passkey “Unknown key”.",
    );
    expect(await passkeyNames(member.userId)).toEqual(["My old key"]);
    const [removed, ...more] = await removalEmails(member.email);
    expect(more).toEqual([]);
    expect(removed!.subject).toBe("A passkey was removed from your account");
    expect(removed!.text_body).toContain("Unknown key");
    expect(removed!.text_body).toContain("Your password was just reset");
    expect(removed!.text_body).toContain(`${server.config.publicUrl.origin}/settings#security`);
    const audit = await server.database.db
      .selectFrom("audit_log")
      .select("action")
      .where("action", "=", "2fa.reset-removes-recent")
      .execute();
    expect(audit).toHaveLength(1);
  });

  it("keeps everything, and says nothing more, when nothing was added in the last 7 days", async () => {
    const member = await createMember(server);
    const cookie = await login(server.app, member.email);
    await addPasskey(cookie, "My old key", 8);
    await turnOnTotp(cookie, member.userId, 30);
    const done = await reset(member.email);
    expect(done.body).toBe("Password has been reset successfully.");
    expect(await passkeyNames(member.userId)).toEqual(["My old key"]);
    const signIn = await call("POST", "/login", undefined, { email: member.email, password: NEW_PASSWORD });
    expect(signIn.json()).toEqual({ twoFactorRequired: true, methods: ["totp", "recovery", "passkey"] });
    expect(await removalEmails(member.email)).toEqual([]);
  });

  it("turns off an authenticator app turned on 2 days before, with its recovery codes, so it cannot lock her out", async () => {
    const member = await createMember(server);
    const cookie = await login(server.app, member.email);
    await turnOnTotp(cookie, member.userId, 2);
    const done = await reset(member.email);
    expect(done.body).toBe(
      "Password has been reset successfully. Removed with it, as they were added to your account in the last 7 days: the authenticator app.",
    );
    expect(await server.database.db.selectFrom("totp_factors").selectAll().execute()).toEqual([]);
    expect(await server.database.db.selectFrom("recovery_codes").selectAll().execute()).toEqual([]);
    expect((await removalEmails(member.email)).map((email) => email.subject)).toEqual([
      "An authenticator app was turned off for your account",
    ]);
  });

  it("signs her in when no second factor is left; the reset is her fresh proof, so she may remove a method at once", async () => {
    const member = await createMember(server);
    const done = await reset(member.email);
    const session = cookieNamed(done, "salon_session");
    expect(session).toBeDefined();
    const cookie = `${session!.name}=${session!.value}`;
    expect((await call("GET", "/auth-status", cookie)).json()).toMatchObject({ authenticated: true });
    await addPasskey(cookie, "Laptop", 0);
    const passkeyId = (await call("GET", "/api/me/passkeys", cookie)).json<{ passkeys: { id: number }[] }>()
      .passkeys[0]!.id;
    expect((await call("DELETE", `/api/me/passkeys/${passkeyId}`, cookie)).statusCode).toBe(200);
    await addPasskey(cookie, "Phone", 0);
    // Once 15 minutes have passed since the reset, the same session is asked again.
    await server.database.db
      .updateTable("sessions")
      .set({ proven_at: Date.now() - STEP_UP_MAX_AGE_MS - 60_000 })
      .where("user_id", "=", member.userId)
      .execute();
    const phone = (await call("GET", "/api/me/passkeys", cookie)).json<{ passkeys: { id: number }[] }>().passkeys[0]!;
    expect((await call("DELETE", `/api/me/passkeys/${phone.id}`, cookie)).json()).toMatchObject({
      code: "step_up_required",
    });
  });

  it("with a second factor left, opens no session: the login waits for that factor", async () => {
    const member = await createMember(server);
    const cookie = await login(server.app, member.email);
    await addPasskey(cookie, "My old key", 60);
    const done = await reset(member.email);
    expect(cookieNamed(done, "salon_session")).toBeUndefined();
    const pending = cookieNamed(done, "salon_pending");
    expect(pending).toBeDefined();
    const asSession = await call("GET", "/auth-status", `salon_session=${pending!.value}`);
    expect(asSession.json()).toMatchObject({ authenticated: false });
  });

  it("a refused reset (weak password, used link) removes nothing and signs no one in", async () => {
    const member = await createMember(server);
    const cookie = await login(server.app, member.email);
    await addPasskey(cookie, "Unknown key", 2);
    await call("POST", "/forgot-password", undefined, { email: member.email });
    const token = await linkToken(server, member.email, "/reset-password/");
    const weak = await call("POST", "/reset-password", undefined, { token, newPassword: "short" });
    expect(weak.statusCode).toBe(400);
    const forged = await call("POST", "/reset-password", undefined, {
      token: "x".repeat(43),
      newPassword: NEW_PASSWORD,
    });
    expect(forged.statusCode).toBe(400);
    for (const response of [weak, forged]) expect(cookieNamed(response, "salon_session")).toBeUndefined();
    expect(await passkeyNames(member.userId)).toEqual(["Unknown key"]);
    expect(await removalEmails(member.email)).toEqual([]);
  });
});
