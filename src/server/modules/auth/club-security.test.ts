import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMember, login, startTestServer, type TestServer } from "../../../../test/server/harness/test-app.ts";
import { softwarePasskey } from "../../../../test/server/kits/passkey-authenticator.ts";
import { totpCode } from "./totp.ts";

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  server.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });
const SETTINGS = "/api/admin/security-settings";

async function signedIn(overrides: { admin?: boolean } = {}) {
  const member = await createMember(server, overrides.admin ? { admin: true, type: "Founding" } : {});
  return { ...member, cookie: await login(server.app, member.email) };
}

const settingRows = () => server.database.db.selectFrom("club_settings").selectAll().execute();

describe("the club's 'second factor for everyone' setting", () => {
  it("only an admin reads and changes it, each change audited; bad input changes nothing", async () => {
    const admin = await signedIn({ admin: true });
    const member = await signedIn();
    expect((await call("GET", SETTINGS, admin.cookie)).json()).toEqual({ requireSecondFactorForAll: false });
    expect((await call("GET", SETTINGS)).statusCode).toBe(401);
    expect((await call("GET", SETTINGS, member.cookie)).statusCode).toBe(403);
    expect((await call("PUT", SETTINGS, undefined, { requireSecondFactorForAll: true })).statusCode).toBe(401);
    expect((await call("PUT", SETTINGS, member.cookie, { requireSecondFactorForAll: true })).statusCode).toBe(403);
    for (const payload of [{}, { requireSecondFactorForAll: "yes" }, { requireSecondFactorForAll: true, other: 1 }])
      expect((await call("PUT", SETTINGS, admin.cookie, payload)).json()).toMatchObject({ code: "bad_request" });
    expect(await settingRows()).toEqual([]);

    // The admin turns it on (she has no factor: REQUIRE_ADMIN_2FA is off here), and is held by it at once herself.
    const on = await call("PUT", SETTINGS, admin.cookie, { requireSecondFactorForAll: true });
    expect(on.json()).toMatchObject({ requireSecondFactorForAll: true });
    expect(await settingRows()).toEqual([expect.objectContaining({ value: "on", updated_by: admin.userId })]);
    const audit = await server.database.db
      .selectFrom("audit_log")
      .select(["action", "actor_user_id", "details"])
      .execute();
    expect(audit).toContainEqual({
      action: "settings.require-second-factor-for-all",
      actor_user_id: admin.userId,
      details: JSON.stringify({ value: "on" }),
    });
    expect((await call("GET", SETTINGS, admin.cookie)).json()).toMatchObject({ code: "second_factor_required" });
  });

  it("holds a member without a factor from members' calls, but lets her set one up, then lets her in", async () => {
    const admin = await signedIn({ admin: true });
    const member = await signedIn();
    expect((await call("GET", "/api/me/home", member.cookie)).statusCode).toBe(200);
    await call("PUT", SETTINGS, admin.cookie, { requireSecondFactorForAll: true });

    const held = await call("GET", "/api/me/home", member.cookie);
    expect(held.statusCode).toBe(403);
    expect(held.json()).toMatchObject({ code: "second_factor_required" });
    expect((await call("PUT", "/api/me/preferences", member.cookie, { clubAnnouncements: false })).statusCode).toBe(
      403,
    );
    expect((await call("GET", "/auth-status", member.cookie)).json()).toMatchObject({ authenticated: true });
    expect((await call("GET", "/user-details", member.cookie)).statusCode).toBe(200);
    expect((await call("GET", "/api/me/sessions", member.cookie)).statusCode).toBe(200);
    expect((await call("GET", "/api/me/2fa", member.cookie)).json()).toMatchObject({ required: true, totp: false });

    const setup = await call("POST", "/api/me/2fa/totp", member.cookie);
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json<{ secret: string }>();
    expect((await call("POST", "/api/me/2fa/totp/confirm", member.cookie, { code: totpCode(secret) })).statusCode).toBe(
      200,
    );
    expect((await call("GET", "/api/me/home", member.cookie)).statusCode).toBe(200);
    expect((await call("POST", "/logout", member.cookie)).statusCode).toBe(200);
  });

  it("a member with a passkey is not held; turned off, nobody is", async () => {
    const admin = await signedIn({ admin: true });
    const member = await signedIn();
    const passkey = softwarePasskey({
      origin: server.config.publicUrl.origin,
      rpId: server.config.publicUrl.hostname,
    });
    const options = (await call("POST", "/api/me/passkeys/options", member.cookie)).json<{ challenge: string }>();
    await call("POST", "/api/me/passkeys", member.cookie, {
      name: "Phone",
      credential: passkey.register(options.challenge),
    });
    const plain = await signedIn();
    await call("PUT", SETTINGS, admin.cookie, { requireSecondFactorForAll: true });
    expect((await call("GET", "/api/me/home", member.cookie)).statusCode).toBe(200);
    expect((await call("GET", "/api/me/home", plain.cookie)).statusCode).toBe(403);

    await server.database.db.updateTable("club_settings").set({ value: "off" }).execute();
    expect((await call("GET", "/api/me/home", plain.cookie)).statusCode).toBe(200);
    expect((await call("GET", SETTINGS, admin.cookie)).json()).toEqual({ requireSecondFactorForAll: false });
  });
});
