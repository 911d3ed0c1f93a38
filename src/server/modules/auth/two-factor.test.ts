import { beforeEach, describe, expect, it } from "vitest";
import { createMember, login } from "../../../../test/server/harness/test-app.ts";
import {
  call,
  later,
  memberWithTotp,
  openTwoFactorServer,
  passwordStep,
  pendingCookie,
  restartServer,
  server,
} from "../../../../test/server/kits/two-factor-kit.ts";

import { totpCode } from "./totp.ts";

openTwoFactorServer();

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
      totpOnSince: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      totpLastUsedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
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

describe("admins must have a second factor (REQUIRE_ADMIN_2FA)", () => {
  beforeEach(async () => {
    await restartServer({ REQUIRE_ADMIN_2FA: "true" });
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
