import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { callsFrom, relyingParty } from "../../../../test/server/kits/calls-kit.ts";
import {
  createMember,
  login,
  queuedEmails,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";
import { addPasskeyThroughCalls } from "../../../../test/server/kits/passkey-authenticator.ts";
import { ageProof } from "../../../../test/server/kits/step-up-kit.ts";
import { sessionsRepository } from "./repository.ts";
import { hashToken, newToken } from "../../kernel/tokens/tokens.ts";
import { totpCode } from "./totp.ts";

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

const FIREFOX_ON_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const call = callsFrom(() => server, "10.9", { "user-agent": FIREFOX_ON_WINDOWS });
const site = () => relyingParty(server);

/** Another session of hers, as a sign-in on another device leaves. */
async function sessionElsewhere(userId: number) {
  const token = newToken();
  await sessionsRepository(server.database.db).create({
    tokenHash: hashToken(token),
    userId,
    now: Date.now(),
    userAgent: null,
    clientAddress: null,
  });
  return `salon_session=${token}`;
}

const sessionsOf = async (userId: number) =>
  (await server.database.db.selectFrom("sessions").select("user_id").where("user_id", "=", userId).execute()).length;

const addPasskey = (cookie: string) =>
  addPasskeyThroughCalls(server.app, site(), cookie, "My phone", { userAgent: FIREFOX_ON_WINDOWS });

describe("adding or removing a factor or a passkey", () => {
  it("asks a session whose proof is old (a copied cookie) to prove it is her first, and changes nothing until then", async () => {
    const member = await createMember(server);
    const cookie = await login(server.app, member.email);
    await ageProof(server, member.userId);
    for (const url of ["/api/me/2fa/totp", "/api/me/passkeys/options"]) {
      const refused = await call("POST", url, cookie);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toMatchObject({ code: "step_up_required" });
    }
    expect(await server.database.db.selectFrom("totp_factors").selectAll().execute()).toEqual([]);
    expect(await server.database.db.selectFrom("webauthn_challenges").selectAll().execute()).toEqual([]);

    expect((await call("POST", "/api/me/step-up", cookie, { password: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await call("POST", "/api/me/2fa/totp", cookie)).statusCode).toBe(200);
    expect((await addPasskey(cookie)).statusCode).toBe(200);
  });

  it("asks the same before a passkey is removed", async () => {
    const member = await createMember(server);
    const cookie = await login(server.app, member.email);
    expect((await addPasskey(cookie)).statusCode).toBe(200);
    const passkeyId = (await call("GET", "/api/me/passkeys", cookie)).json<{ passkeys: { id: number }[] }>()
      .passkeys[0]!.id;
    await ageProof(server, member.userId);
    const refused = await call("DELETE", `/api/me/passkeys/${passkeyId}`, cookie);
    expect(refused.json()).toMatchObject({ code: "step_up_required", methods: ["passkey"] });
    expect((await call("GET", "/api/me/passkeys", cookie)).json<{ passkeys: unknown[] }>().passkeys).toHaveLength(1);
  });

  it("refuses the confirmation of an authenticator app begun before the proof grew old", async () => {
    const member = await createMember(server);
    const cookie = await login(server.app, member.email);
    const { secret } = (await call("POST", "/api/me/2fa/totp", cookie)).json<{ secret: string }>();
    await ageProof(server, member.userId);
    const refused = await call("POST", "/api/me/2fa/totp/confirm", cookie, { code: totpCode(secret) });
    expect(refused.json()).toMatchObject({ code: "step_up_required" });
    expect((await call("GET", "/api/me/2fa", cookie)).json()).toMatchObject({ totp: false });
  });

  it("ends her other sessions, keeping this one, when she turns on an authenticator app, adds or removes a passkey", async () => {
    const member = await createMember(server);
    const here = await login(server.app, member.email);
    const stillHere = async () =>
      expect((await call("GET", "/auth-status", here)).json()).toMatchObject({ authenticated: true });

    await sessionElsewhere(member.userId);
    const { secret } = (await call("POST", "/api/me/2fa/totp", here)).json<{ secret: string }>();
    expect(await sessionsOf(member.userId)).toBe(2);
    expect((await call("POST", "/api/me/2fa/totp/confirm", here, { code: totpCode(secret) })).statusCode).toBe(200);
    expect(await sessionsOf(member.userId)).toBe(1);
    await stillHere();

    await sessionElsewhere(member.userId);
    expect((await addPasskey(here)).statusCode).toBe(200);
    expect(await sessionsOf(member.userId)).toBe(1);
    await stillHere();

    const elsewhere = await sessionElsewhere(member.userId);
    const passkeyId = (await call("GET", "/api/me/passkeys", here)).json<{ passkeys: { id: number }[] }>().passkeys[0]!
      .id;
    expect((await call("DELETE", `/api/me/passkeys/${passkeyId}`, here)).statusCode).toBe(200);
    expect((await call("GET", "/auth-status", elsewhere)).json()).toMatchObject({ authenticated: false });
    await stillHere();
  });
});

describe("the email telling her a factor or a passkey changed", () => {
  const factorEmails = async (email: string) =>
    (await queuedEmails(server, email)).filter((queued) => queued.kind === "factor-changed");

  it("is queued at once for each change: what, when, the browser, a link to review her security, and no secret", async () => {
    const member = await createMember(server, { name: "Ada Lovelace" });
    const cookie = await login(server.app, member.email);
    const { secret } = (await call("POST", "/api/me/2fa/totp", cookie)).json<{ secret: string }>();
    expect(await factorEmails(member.email)).toEqual([]);
    const confirmed = await call("POST", "/api/me/2fa/totp/confirm", cookie, { code: totpCode(secret) });
    const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
    expect((await addPasskey(cookie)).statusCode).toBe(200);
    const passkeyId = (await call("GET", "/api/me/passkeys", cookie)).json<{ passkeys: { id: number }[] }>()
      .passkeys[0]!.id;
    expect((await call("DELETE", `/api/me/passkeys/${passkeyId}`, cookie)).statusCode).toBe(200);
    expect((await call("DELETE", "/api/me/2fa/totp", cookie, { code: recoveryCodes[0]! })).statusCode).toBe(200);

    const emails = await factorEmails(member.email);
    expect(emails.map((email) => email.subject)).toEqual([
      "An authenticator app was turned on for your account",
      "A passkey was added to your account",
      "A passkey was removed from your account",
      "An authenticator app was turned off for your account",
    ]);
    const review = `${server.config.publicUrl.origin}/settings#security`;
    for (const email of emails) {
      expect(email.text_body).toContain("Dear Ada Lovelace");
      expect(email.text_body).toContain("Firefox on Windows");
      expect(email.text_body).toContain(String(new Date().getFullYear()));
      expect(email.text_body).toContain(review);
      expect(email.html_body).toContain(review);
      for (const body of [email.text_body, email.html_body]) {
        expect(body).not.toContain(secret);
        expect(body).not.toContain("otpauth");
        for (const code of recoveryCodes) expect(body).not.toContain(code);
      }
    }
    expect(emails[1]!.text_body).toContain("My phone");
    expect(emails[2]!.text_body).toContain("My phone");
  });

  it("is not queued when the change is refused", async () => {
    const member = await createMember(server);
    const cookie = await login(server.app, member.email);
    const { secret } = (await call("POST", "/api/me/2fa/totp", cookie)).json<{ secret: string }>();
    const wrong = totpCode(secret) === "000000" ? "111111" : "000000";
    expect((await call("POST", "/api/me/2fa/totp/confirm", cookie, { code: wrong })).statusCode).toBe(400);
    expect((await call("DELETE", "/api/me/passkeys/999999", cookie)).statusCode).toBe(404);
    await ageProof(server, member.userId);
    expect((await call("POST", "/api/me/2fa/totp/confirm", cookie, { code: totpCode(secret) })).statusCode).toBe(403);
    expect(await factorEmails(member.email)).toEqual([]);
  });
});
