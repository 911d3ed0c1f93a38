import { describe, expect, it } from "vitest";
import { createMember, sessionCookie, TestLog } from "../../../../test/server/harness/test-app.ts";
import {
  call,
  freshAddress,
  later,
  memberWithTotp,
  openTwoFactorServer,
  passwordStep,
  pendingCookie,
  restartServer,
  server,
} from "../../../../test/server/kits/two-factor-kit.ts";
import { PENDING_SIGN_IN } from "./two-factor-service.ts";
import { totpCode } from "./totp.ts";

openTwoFactorServer();

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
    await restartServer({}, { log });
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
