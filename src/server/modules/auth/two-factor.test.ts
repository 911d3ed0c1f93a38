import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  createMember,
  login,
  sessionCookie,
  startTestServer,
  TEST_PASSWORD,
  TestLog,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";
import { PENDING_SIGN_IN } from "./two-factor-service.ts";
import { totpCode } from "./totp.ts";

let server: TestServer;
let address = 0;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

type Inject = {
  method: "GET" | "POST" | "DELETE";
  url: string;
  cookie?: string | undefined;
  payload?: object;
  ip?: string;
};
const call = ({ method, url, cookie, payload, ip }: Inject) =>
  server.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: cookie ? { cookie } : {},
    ...(ip ? { remoteAddress: ip } : {}),
  });
const freshAddress = () => `10.9.${(address >> 8) & 255}.${(address += 1) & 255}`;
const pendingCookie = (response: { cookies: { name: string; value: string }[] }) => {
  const found = response.cookies.find((c) => c.name.endsWith("salon_pending"));
  if (!found) throw new Error("no pending cookie");
  return `${found.name}=${found.value}`;
};
/** The step after the one last used: each test's codes are computed for moments the server has not seen. */
const later = (steps: number) => Date.now() + steps * 30_000;

/** A member with TOTP on: her secret, her recovery codes, and her session cookie. */
async function memberWithTotp(overrides: { admin?: boolean } = {}) {
  const member = await createMember(server, overrides);
  const cookie = await login(server.app, member.email);
  const setup = await call({ method: "POST", url: "/api/me/2fa/totp", cookie });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const confirm = await call({
    method: "POST",
    url: "/api/me/2fa/totp/confirm",
    cookie,
    payload: { code: totpCode(secret) },
  });
  expect(confirm.statusCode).toBe(200);
  return { ...member, secret, cookie, recoveryCodes: confirm.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

async function passwordStep(email: string, ip = freshAddress()) {
  const response = await call({ method: "POST", url: "/login", payload: { email, password: TEST_PASSWORD }, ip });
  return { response, ip };
}

describe("TOTP setup", () => {
  it("answers a base32 secret and an otpauth URL, and turns on only with a code from that secret", async () => {
    const member = await createMember(server);
    const cookie = await login(server.app, member.email);
    const setup = await call({ method: "POST", url: "/api/me/2fa/totp", cookie });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_url } = setup.json<{ secret: string; otpauth_url: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/Salon:.*secret=[A-Z2-7]{32}/);
    expect(otpauth_url).toContain(encodeURIComponent(member.email).replace("%40", "%40"));

    const wrong = await call({ method: "POST", url: "/api/me/2fa/totp/confirm", cookie, payload: { code: "000000" } });
    expect(wrong.statusCode).toBe(400);
    expect((await call({ method: "GET", url: "/api/me/2fa", cookie })).json()).toMatchObject({ totp: false });

    const right = await call({
      method: "POST",
      url: "/api/me/2fa/totp/confirm",
      cookie,
      payload: { code: totpCode(secret) },
    });
    expect(right.statusCode).toBe(200);
    const codes = right.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{4}(-[a-z0-9]{4}){3}$/);
    expect((await call({ method: "GET", url: "/api/me/2fa", cookie })).json()).toEqual({
      totp: true,
      recoveryCodesLeft: 10,
      passkeys: 0,
      required: false,
    });
    expect((await call({ method: "POST", url: "/api/me/2fa/totp", cookie })).statusCode).toBe(409);
  });

  it("stores the secret encrypted and the recovery codes hashed", async () => {
    const member = await memberWithTotp();
    const row = await server.database.db
      .selectFrom("totp_factors")
      .selectAll()
      .where("user_id", "=", member.userId)
      .executeTakeFirstOrThrow();
    expect(row.secret_encrypted).not.toContain(member.secret);
    expect(row.secret_encrypted).toMatch(/^v1\./);
    const hashes = await server.database.db
      .selectFrom("recovery_codes")
      .select("code_hash")
      .where("user_id", "=", member.userId)
      .execute();
    expect(hashes).toHaveLength(10);
    const stored = hashes.map((h) => h.code_hash).join(" ");
    for (const code of member.recoveryCodes) expect(stored).not.toContain(code.replaceAll("-", ""));
  });

  it("keeps the secret readable after a restart with the key it generated into DATA_DIR, and not with another key", async () => {
    const member = await memberWithTotp();
    await server.restart();
    const { response, ip } = await passwordStep(member.email);
    const done = await call({
      method: "POST",
      url: "/login/2fa",
      cookie: pendingCookie(response),
      payload: { code: totpCode(member.secret, later(1)) },
      ip,
    });
    // The code of the next step is accepted (±1 step).
    expect(done.statusCode).toBe(200);
  });

  it("refuses anonymous callers and bad input, changing nothing", async () => {
    expect((await call({ method: "POST", url: "/api/me/2fa/totp" })).statusCode).toBe(401);
    expect((await call({ method: "GET", url: "/api/me/2fa" })).statusCode).toBe(401);
    expect(
      (await call({ method: "POST", url: "/api/me/2fa/totp/confirm", payload: { code: "123456" } })).statusCode,
    ).toBe(401);
    expect((await call({ method: "DELETE", url: "/api/me/2fa/totp", payload: { code: "123456" } })).statusCode).toBe(
      401,
    );
    const member = await createMember(server);
    const cookie = await login(server.app, member.email);
    const noSetup = await call({
      method: "POST",
      url: "/api/me/2fa/totp/confirm",
      cookie,
      payload: { code: "123456" },
    });
    expect(noSetup.statusCode).toBe(400);
    for (const payload of [{}, { code: 42 }, { code: "" }, { code: "x".repeat(101) }]) {
      const response = await call({ method: "POST", url: "/api/me/2fa/totp/confirm", cookie, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "bad_request" });
    }
    expect(await server.database.db.selectFrom("totp_factors").selectAll().execute()).toEqual([]);
  });

  it("turns off only with a current code, and one member's code never turns off another's", async () => {
    const ada = await memberWithTotp();
    const grace = await memberWithTotp();
    const withAdasCode = await call({
      method: "DELETE",
      url: "/api/me/2fa/totp",
      cookie: grace.cookie,
      payload: { code: totpCode(ada.secret, later(1)) },
    });
    expect(withAdasCode.statusCode).toBe(400);
    expect(await call({ method: "DELETE", url: "/api/me/2fa/totp", cookie: ada.cookie })).toMatchObject({
      statusCode: 400,
    });
    const off = await call({
      method: "DELETE",
      url: "/api/me/2fa/totp",
      cookie: ada.cookie,
      payload: { code: totpCode(ada.secret, later(1)) },
    });
    expect(off.statusCode).toBe(200);
    expect((await call({ method: "GET", url: "/api/me/2fa", cookie: ada.cookie })).json()).toMatchObject({
      totp: false,
      recoveryCodesLeft: 0,
    });
    expect((await call({ method: "GET", url: "/api/me/2fa", cookie: grace.cookie })).json()).toMatchObject({
      totp: true,
    });
    // Signing in now takes the password alone again.
    expect((await passwordStep(ada.email)).response.json()).toMatchObject({ ok: true });
  });

  it("limits the codes a signed-in member may type", async () => {
    const member = await memberWithTotp();
    const answers: number[] = [];
    for (let i = 0; i < 11; i++)
      answers.push(
        (await call({ method: "DELETE", url: "/api/me/2fa/totp", cookie: member.cookie, payload: { code: "000000" } }))
          .statusCode,
      );
    // The code that turned it on was the first of ten in the window.
    expect(answers.slice(0, 9)).toEqual(Array(9).fill(400));
    expect(answers.slice(9)).toEqual([429, 429]);
  });
});

describe("login with a second factor", () => {
  it("answers twoFactorRequired with no session, then signs in with a code; the code is good once", async () => {
    const member = await memberWithTotp();
    const { response, ip } = await passwordStep(member.email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ twoFactorRequired: true, methods: ["totp", "recovery"] });
    expect(response.cookies.some((c) => c.name.endsWith("salon_session"))).toBe(false);
    const pending = pendingCookie(response);
    expect(response.cookies.find((c) => c.name === "salon_pending")).toMatchObject({
      httpOnly: true,
      sameSite: "Strict",
      maxAge: 300,
    });

    const code = totpCode(member.secret, later(1));
    const done = await call({ method: "POST", url: "/login/2fa", cookie: pending, payload: { code }, ip });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ ok: true, user: { user_id: member.userId } });
    const session = sessionCookie(done);
    expect((await call({ method: "GET", url: "/user-details", cookie: session })).statusCode).toBe(200);

    // The same code again, on a new login: refused (replay), and nothing signed in.
    const again = await passwordStep(member.email, ip);
    const replay = await call({
      method: "POST",
      url: "/login/2fa",
      cookie: pendingCookie(again.response),
      payload: { code },
      ip,
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.cookies.some((c) => c.name.endsWith("salon_session") && c.value)).toBe(false);
    // An older code than the last used is refused too.
    const older = await call({
      method: "POST",
      url: "/login/2fa",
      cookie: pendingCookie(again.response),
      payload: { code: totpCode(member.secret) },
      ip,
    });
    expect(older.statusCode).toBe(400);
  });

  it("refuses codes two steps away", async () => {
    const member = await memberWithTotp();
    const { response, ip } = await passwordStep(member.email);
    for (const moment of [later(2), Date.now() - 90_000]) {
      const refused = await call({
        method: "POST",
        url: "/login/2fa",
        cookie: pendingCookie(response),
        payload: { code: totpCode(member.secret, moment) },
        ip,
      });
      expect(refused.statusCode).toBe(400);
    }
  });

  it("a half-done login reaches nothing: its cookie is no session, sent as one or as itself", async () => {
    const member = await memberWithTotp({ admin: true });
    const { response } = await passwordStep(member.email);
    const pending = pendingCookie(response);
    const value = pending.split("=")[1]!;
    for (const cookie of [pending, `salon_session=${value}`]) {
      expect((await call({ method: "GET", url: "/user-details", cookie })).statusCode).toBe(401);
      expect((await call({ method: "GET", url: "/auth-status", cookie })).json()).toEqual({ authenticated: false });
      expect((await call({ method: "GET", url: "/api/me/2fa", cookie })).statusCode).toBe(401);
      expect((await call({ method: "GET", url: "/api/me/sessions", cookie })).statusCode).toBe(401);
      expect((await call({ method: "GET", url: "/api/admin/audit-log", cookie })).statusCode).toBe(401);
      expect((await call({ method: "POST", url: "/api/me/2fa/totp", cookie })).statusCode).toBe(401);
    }
  });

  it("the half-done login expires after 5 minutes", async () => {
    const member = await memberWithTotp();
    const { response, ip } = await passwordStep(member.email);
    await server.database.db
      .updateTable("pending_sign_ins")
      .set({ expires_at: Date.now() - 1 })
      .execute();
    const late = await call({
      method: "POST",
      url: "/login/2fa",
      cookie: pendingCookie(response),
      payload: { code: totpCode(member.secret, later(1)) },
      ip,
    });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ code: "unauthenticated" });
    expect(late.cookies.some((c) => c.name.endsWith("salon_session") && c.value)).toBe(false);
    expect(PENDING_SIGN_IN.ttlMs).toBe(5 * 60 * 1000);
    // Without any waiting login, a code alone signs in no one.
    const bare = await call({
      method: "POST",
      url: "/login/2fa",
      payload: { code: totpCode(member.secret, later(1)) },
    });
    expect(bare.statusCode).toBe(401);
  });

  it("ends the half-done login at the fifth wrong code, counting each in the password limits", async () => {
    const log = new TestLog();
    await server.close();
    server = await startTestServer({}, { log });
    const member = await memberWithTotp();
    const { response, ip } = await passwordStep(member.email);
    const pending = pendingCookie(response);
    for (let i = 0; i < 5; i++)
      expect(
        (await call({ method: "POST", url: "/login/2fa", cookie: pending, payload: { code: "000000" }, ip }))
          .statusCode,
      ).toBe(400);
    const afterFive = await call({
      method: "POST",
      url: "/login/2fa",
      cookie: pending,
      payload: { code: totpCode(member.secret, later(1)) },
      ip,
    });
    expect(afterFive.statusCode).toBe(401);
    const failures = await server.database.db
      .selectFrom("rate_limits")
      .select(["bucket", "hits"])
      .where("bucket", "like", "login-fail:%")
      .execute();
    expect(failures.map((row) => row.hits)).toEqual([5]);
    expect(
      log.authEvents().filter((event) => (event as unknown as { outcome: string }).outcome === "wrong-code"),
    ).toHaveLength(5);
  });

  it("a right password does not clear the address's failures while the code is missing: the guard stops it at ten", async () => {
    const member = await memberWithTotp();
    const ip = freshAddress();
    let last = 0;
    for (let round = 0; round < 3; round++) {
      const { response } = await passwordStep(member.email, ip);
      if (response.statusCode === 429) {
        last = 429;
        break;
      }
      for (let i = 0; i < 4; i++) {
        last = (
          await call({
            method: "POST",
            url: "/login/2fa",
            cookie: pendingCookie(response),
            payload: { code: "000000" },
            ip,
          })
        ).statusCode;
        if (last === 429) break;
      }
      if (last === 429) break;
    }
    expect(last).toBe(429);
  });

  it("signs in with a recovery code once; the code is then spent", async () => {
    const member = await memberWithTotp();
    const [first] = member.recoveryCodes;
    const { response, ip } = await passwordStep(member.email);
    const done = await call({
      method: "POST",
      url: "/login/2fa",
      cookie: pendingCookie(response),
      payload: { code: first!.toUpperCase().replaceAll("-", " ") },
      ip,
    });
    expect(done.statusCode).toBe(200);
    const cookie = sessionCookie(done);
    expect((await call({ method: "GET", url: "/api/me/2fa", cookie })).json()).toMatchObject({ recoveryCodesLeft: 9 });
    const again = await passwordStep(member.email, ip);
    const spent = await call({
      method: "POST",
      url: "/login/2fa",
      cookie: pendingCookie(again.response),
      payload: { code: first! },
      ip,
    });
    expect(spent.statusCode).toBe(400);
    // Someone else's recovery code is no code of hers.
    const other = await memberWithTotp();
    const foreign = await call({
      method: "POST",
      url: "/login/2fa",
      cookie: pendingCookie(again.response),
      payload: { code: other.recoveryCodes[0]! },
      ip,
    });
    expect(foreign.statusCode).toBe(400);
    const audit = await server.database.db.selectFrom("audit_log").select(["action", "actor_user_id"]).execute();
    expect(audit).toContainEqual({ action: "2fa.recovery-code.use", actor_user_id: member.userId });
    expect(audit).toContainEqual({ action: "2fa.totp.enable", actor_user_id: member.userId });
  });

  it("new recovery codes replace the old set", async () => {
    const member = await memberWithTotp();
    const refused = await call({
      method: "POST",
      url: "/api/me/2fa/recovery-codes",
      cookie: member.cookie,
      payload: { code: "000000" },
    });
    expect(refused.statusCode).toBe(400);
    const renewed = await call({
      method: "POST",
      url: "/api/me/2fa/recovery-codes",
      cookie: member.cookie,
      payload: { code: totpCode(member.secret, later(1)) },
    });
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(fresh).toHaveLength(10);
    const { response, ip } = await passwordStep(member.email);
    const old = await call({
      method: "POST",
      url: "/login/2fa",
      cookie: pendingCookie(response),
      payload: { code: member.recoveryCodes[1]! },
      ip,
    });
    expect(old.statusCode).toBe(400);
    const current = await call({
      method: "POST",
      url: "/login/2fa",
      cookie: pendingCookie(response),
      payload: { code: fresh[0]! },
      ip,
    });
    expect(current.statusCode).toBe(200);
  });

  it("a member deactivated while her login waits is not signed in", async () => {
    const member = await memberWithTotp();
    const { response, ip } = await passwordStep(member.email);
    await server.database.db.updateTable("users").set({ active: 0 }).where("user_id", "=", member.userId).execute();
    const refused = await call({
      method: "POST",
      url: "/login/2fa",
      cookie: pendingCookie(response),
      payload: { code: totpCode(member.secret, later(1)) },
      ip,
    });
    expect(refused.statusCode).toBe(401);
  });

  it("members without a second factor still sign in with the password alone (the spec's client)", async () => {
    const member = await createMember(server);
    const { response } = await passwordStep(member.email);
    expect(response.json()).toMatchObject({ ok: true, mustChangePassword: false });
    expect(response.cookies.some((c) => c.name.endsWith("salon_pending"))).toBe(false);
  });
});

describe("admins must have a second factor (REQUIRE_ADMIN_2FA)", () => {
  beforeEach(async () => {
    await server.close();
    server = await startTestServer({ REQUIRE_ADMIN_2FA: "true" });
  });

  it("an admin with a password alone may set up a factor but use no admin call until she has", async () => {
    const admin = await createMember(server, { admin: true, type: "Founding" });
    const cookie = await login(server.app, admin.email);
    const denied = await call({ method: "GET", url: "/api/admin/audit-log", cookie });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: "second_factor_required" });
    expect((await call({ method: "GET", url: "/api/me/2fa", cookie })).json()).toMatchObject({
      required: true,
      totp: false,
    });
    const setup = await call({ method: "POST", url: "/api/me/2fa/totp", cookie });
    const { secret } = setup.json<{ secret: string }>();
    expect(
      (await call({ method: "POST", url: "/api/me/2fa/totp/confirm", cookie, payload: { code: totpCode(secret) } }))
        .statusCode,
    ).toBe(200);
    expect((await call({ method: "GET", url: "/api/admin/audit-log", cookie })).statusCode).toBe(200);
  });

  it("members who are not admins are not held", async () => {
    const member = await createMember(server);
    const cookie = await login(server.app, member.email);
    expect((await call({ method: "GET", url: "/api/me/2fa", cookie })).json()).toMatchObject({ required: false });
    expect((await call({ method: "GET", url: "/api/admin/audit-log", cookie })).json()).toMatchObject({
      code: "forbidden",
    });
  });
});

describe("my sessions", () => {
  it("lists only her own sessions with device, browser, times and network, marking this one", async () => {
    const member = await createMember(server);
    const phone = await server.app.inject({
      method: "POST",
      url: "/login",
      payload: { email: member.email, password: TEST_PASSWORD },
      remoteAddress: "203.0.113.77",
      headers: {
        "user-agent":
          "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
      },
    });
    const desk = await login(server.app, member.email);
    const other = await createMember(server);
    await login(server.app, other.email);

    const list = await call({ method: "GET", url: "/api/me/sessions", cookie: desk });
    expect(list.statusCode).toBe(200);
    const { sessions } = list.json<{
      sessions: { id: string; device: string; browser: string; address: string | null; current: boolean }[];
    }>();
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.find((s) => !s.current)).toMatchObject({
      device: "iPhone",
      browser: "Safari",
      address: "203.0.113.0/24",
    });
    expect(list.body).not.toContain(sessionCookie(phone).split("=")[1]);
    const rows = await server.database.db.selectFrom("sessions").select("token_hash").execute();
    for (const row of rows) expect(list.body).not.toContain(row.token_hash);
  });

  it("ends one of her sessions, never another member's; the ended one is signed out", async () => {
    const member = await createMember(server);
    const first = await login(server.app, member.email);
    const second = await login(server.app, member.email);
    const other = await createMember(server);
    const othersCookie = await login(server.app, other.email);
    const mine = (await call({ method: "GET", url: "/api/me/sessions", cookie: second })).json<{
      sessions: { id: string; current: boolean }[];
    }>();
    const firstId = mine.sessions.find((s) => !s.current)!.id;

    // Another member cannot end it, nor learn that it exists.
    const foreign = await call({ method: "DELETE", url: `/api/me/sessions/${firstId}`, cookie: othersCookie });
    expect(foreign.statusCode).toBe(404);
    expect((await call({ method: "GET", url: "/user-details", cookie: first })).statusCode).toBe(200);
    expect((await call({ method: "DELETE", url: `/api/me/sessions/${firstId}` })).statusCode).toBe(401);
    expect((await call({ method: "DELETE", url: "/api/me/sessions/nonsense", cookie: second })).statusCode).toBe(404);
    expect(
      (await call({ method: "DELETE", url: `/api/me/sessions/${"x".repeat(101)}`, cookie: second })).statusCode,
    ).toBe(414);

    const ended = await call({ method: "DELETE", url: `/api/me/sessions/${firstId}`, cookie: second });
    expect(ended.statusCode).toBe(200);
    expect((await call({ method: "GET", url: "/user-details", cookie: first })).statusCode).toBe(401);
    expect((await call({ method: "GET", url: "/user-details", cookie: second })).statusCode).toBe(200);
    expect((await call({ method: "GET", url: "/user-details", cookie: othersCookie })).statusCode).toBe(200);
  });

  it("signs out everywhere else, keeping this session and other members' sessions, and audits it", async () => {
    const member = await createMember(server, { admin: true, type: "Founding" });
    const sessions = [
      await login(server.app, member.email),
      await login(server.app, member.email),
      await login(server.app, member.email),
    ];
    const other = await createMember(server);
    const othersCookie = await login(server.app, other.email);
    expect((await call({ method: "DELETE", url: "/api/me/sessions" })).statusCode).toBe(401);
    const ended = await call({ method: "DELETE", url: "/api/me/sessions", cookie: sessions[2] });
    expect(ended.statusCode).toBe(200);
    expect((await call({ method: "GET", url: "/user-details", cookie: sessions[0] })).statusCode).toBe(401);
    expect((await call({ method: "GET", url: "/user-details", cookie: sessions[1] })).statusCode).toBe(401);
    expect((await call({ method: "GET", url: "/user-details", cookie: sessions[2] })).statusCode).toBe(200);
    expect((await call({ method: "GET", url: "/user-details", cookie: othersCookie })).statusCode).toBe(200);
    const audit = await server.database.db.selectFrom("audit_log").select(["action", "actor_user_id"]).execute();
    expect(audit).toContainEqual({ action: "sessions.end-others", actor_user_id: member.userId });
  });

  it("a deactivated member's cookie reaches none of it", async () => {
    const member = await createMember(server);
    const cookie = await login(server.app, member.email);
    await server.database.db.updateTable("users").set({ active: 0 }).where("user_id", "=", member.userId).execute();
    expect((await call({ method: "GET", url: "/api/me/sessions", cookie })).statusCode).toBe(401);
    expect((await call({ method: "DELETE", url: "/api/me/sessions", cookie })).statusCode).toBe(401);
    expect((await call({ method: "GET", url: "/api/me/2fa", cookie })).statusCode).toBe(401);
    expect((await call({ method: "POST", url: "/api/me/2fa/totp", cookie })).statusCode).toBe(401);
  });
});
