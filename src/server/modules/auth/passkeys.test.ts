import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { callsFrom, relyingParty } from "../../../../test/server/kits/calls-kit.ts";
import {
  createMember,
  login,
  sessionCookie,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";
import { softwarePasskey } from "../../../../test/server/kits/passkey-authenticator.ts";

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

const call = callsFrom(() => server, "10.7");
const site = () => relyingParty(server);

/** A member signed in, with a passkey she has added through the calls. */
async function memberWithPasskey() {
  const member = await createMember(server);
  const cookie = await login(server.app, member.email);
  const passkey = softwarePasskey(site());
  const options = await call("POST", "/api/me/passkeys/options", cookie);
  expect(options.statusCode).toBe(200);
  const added = await call("POST", "/api/me/passkeys", cookie, {
    name: "My phone",
    credential: passkey.register(options.json<{ challenge: string }>().challenge),
  });
  expect(added.statusCode).toBe(200);
  return { ...member, cookie, passkey };
}

async function signInChallenge() {
  const options = await call("POST", "/login/passkey/options");
  expect(options.statusCode).toBe(200);
  return options.json<{ challenge: string; allowCredentials?: unknown[] }>();
}

describe("passkeys", () => {
  it("adds a named passkey, lists it for her alone, and audits it", async () => {
    const member = await memberWithPasskey();
    const list = await call("GET", "/api/me/passkeys", member.cookie);
    expect(list.json()).toEqual({
      passkeys: [{ id: expect.any(Number), name: "My phone", createdAt: expect.any(String), lastUsedAt: null }],
    });
    const other = await createMember(server);
    const othersList = await call("GET", "/api/me/passkeys", await login(server.app, other.email));
    expect(othersList.json()).toEqual({ passkeys: [] });
    expect((await call("GET", "/api/me/2fa", member.cookie)).json()).toMatchObject({ passkeys: 1 });
    const audit = await server.database.db.selectFrom("audit_log").select(["action", "actor_user_id"]).execute();
    expect(audit).toContainEqual({ action: "2fa.passkey.add", actor_user_id: member.userId });
  });

  it("signs in with the passkey alone (no account named first), and counts its use", async () => {
    const member = await memberWithPasskey();
    const options = await signInChallenge();
    expect(options.allowCredentials ?? []).toEqual([]);
    const signedIn = await call("POST", "/login/passkey", undefined, {
      credential: member.passkey.signIn(options.challenge),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ ok: true, user: { user_id: member.userId } });
    const cookie = sessionCookie(signedIn);
    expect((await call("GET", "/user-details", cookie)).statusCode).toBe(200);
    const row = await server.database.db
      .selectFrom("passkeys")
      .select(["counter", "last_used_at"])
      .where("user_id", "=", member.userId)
      .executeTakeFirstOrThrow();
    expect(Number(row.counter)).toBe(1);
    expect(row.last_used_at).not.toBeNull();
  });

  it("uses a challenge once, refuses an expired one, and a passkey this site never registered", async () => {
    const member = await memberWithPasskey();
    const options = await signInChallenge();
    const answer = member.passkey.signIn(options.challenge);
    expect((await call("POST", "/login/passkey", undefined, { credential: answer })).statusCode).toBe(200);
    const replay = await call("POST", "/login/passkey", undefined, { credential: answer });
    expect(replay.statusCode).toBe(400);
    expect(replay.cookies.some((c) => c.name.endsWith("salon_session") && c.value)).toBe(false);

    const late = await signInChallenge();
    await server.database.db
      .updateTable("webauthn_challenges")
      .set({ expires_at: Date.now() - 1 })
      .execute();
    expect(
      (await call("POST", "/login/passkey", undefined, { credential: member.passkey.signIn(late.challenge) }))
        .statusCode,
    ).toBe(400);

    const stranger = softwarePasskey(site());
    const fresh = await signInChallenge();
    const foreign = await call("POST", "/login/passkey", undefined, { credential: stranger.signIn(fresh.challenge) });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: "bad_request" });
  });

  it("refuses a passkey made for another site, or for another member's challenge", async () => {
    const member = await createMember(server);
    const cookie = await login(server.app, member.email);
    const other = await createMember(server);
    const othersCookie = await login(server.app, other.email);
    const elsewhere = softwarePasskey({ origin: "https://evil.example", rpId: "evil.example" });
    const options = await call("POST", "/api/me/passkeys/options", cookie);
    const { challenge } = options.json<{ challenge: string }>();
    expect(
      (await call("POST", "/api/me/passkeys", cookie, { name: "Evil", credential: elsewhere.register(challenge) }))
        .statusCode,
    ).toBe(400);
    // Her challenge, answered in another member's session: refused.
    const mine = (await call("POST", "/api/me/passkeys/options", cookie)).json<{ challenge: string }>().challenge;
    const passkey = softwarePasskey(site());
    expect(
      (await call("POST", "/api/me/passkeys", othersCookie, { name: "Hers", credential: passkey.register(mine) }))
        .statusCode,
    ).toBe(400);
    expect(await server.database.db.selectFrom("passkeys").selectAll().execute()).toEqual([]);
  });

  it("a deactivated member's passkey signs no one in", async () => {
    const member = await memberWithPasskey();
    await server.database.db.updateTable("users").set({ active: 0 }).where("user_id", "=", member.userId).execute();
    const options = await signInChallenge();
    expect(
      (await call("POST", "/login/passkey", undefined, { credential: member.passkey.signIn(options.challenge) }))
        .statusCode,
    ).toBe(400);
  });

  it("is asked after the password once she has one; a code cannot stand in for it", async () => {
    const member = await memberWithPasskey();
    const response = await call("POST", "/login", undefined, { email: member.email, password: TEST_PASSWORD });
    expect(response.json()).toEqual({ twoFactorRequired: true, methods: ["passkey"] });
    const pending = response.cookies.find((c) => c.name.endsWith("salon_pending"))!;
    const code = await call("POST", "/login/2fa", `${pending.name}=${pending.value}`, { code: "123456" });
    expect(code.statusCode).toBe(400);
  });

  it("removes her own passkey, never another member's", async () => {
    const member = await memberWithPasskey();
    const [passkey] = (await call("GET", "/api/me/passkeys", member.cookie)).json<{ passkeys: { id: number }[] }>()
      .passkeys;
    const other = await createMember(server);
    const othersCookie = await login(server.app, other.email);
    expect((await call("DELETE", `/api/me/passkeys/${passkey!.id}`, othersCookie)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/me/passkeys/${passkey!.id}`)).statusCode).toBe(401);
    expect((await call("DELETE", "/api/me/passkeys/abc", member.cookie)).statusCode).toBe(400);
    expect((await call("GET", "/api/me/passkeys", member.cookie)).json().passkeys).toHaveLength(1);
    expect((await call("DELETE", `/api/me/passkeys/${passkey!.id}`, member.cookie)).statusCode).toBe(200);
    expect((await call("GET", "/api/me/passkeys", member.cookie)).json().passkeys).toHaveLength(0);
    // Without it, the password alone signs in again.
    expect(
      (await call("POST", "/login", undefined, { email: member.email, password: TEST_PASSWORD })).json(),
    ).toMatchObject({
      ok: true,
    });
  });

  it("refuses anonymous callers and malformed input with a 4xx, changing nothing", async () => {
    expect((await call("GET", "/api/me/passkeys")).statusCode).toBe(401);
    expect((await call("POST", "/api/me/passkeys/options")).statusCode).toBe(401);
    const member = await createMember(server);
    const cookie = await login(server.app, member.email);
    for (const payload of [
      {},
      { name: "Phone" },
      { name: "", credential: { id: "a", rawId: "a", type: "public-key", response: {} } },
      { name: "x".repeat(61), credential: { id: "a", rawId: "a", type: "public-key", response: {} } },
      { name: "Phone", credential: { id: "a", rawId: "a", type: "password", response: {} } },
    ]) {
      const response = await call("POST", "/api/me/passkeys", cookie, payload);
      expect(response.statusCode).toBe(400);
    }
    for (const payload of [
      {},
      { credential: "nonsense" },
      { credential: { id: "x".repeat(1401), rawId: "a", type: "public-key", response: {} } },
    ])
      expect((await call("POST", "/login/passkey", undefined, payload)).statusCode).toBe(400);
    expect(await server.database.db.selectFrom("passkeys").selectAll().execute()).toEqual([]);
  });
});
