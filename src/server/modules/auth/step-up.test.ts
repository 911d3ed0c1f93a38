import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { callsFrom } from "../../../../test/server/kits/calls-kit.ts";
import {
  createMember,
  login,
  startTestServer,
  TEST_PASSWORD,
  TestLog,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";
import { count, insertMembers, mailPayload } from "../../../../test/server/kits/mailings-test-kit.ts";
import { softwarePasskey } from "../../../../test/server/kits/passkey-authenticator.ts";
import { STEP_UP_MAX_AGE_MS } from "./sessions-plugin.ts";
import { ageProof } from "../../../../test/server/kits/step-up-kit.ts";
import { totpCode } from "./totp.ts";

let server: TestServer;
let log: TestLog;
beforeEach(async () => {
  log = new TestLog();
  server = await startTestServer({}, { log });
});
afterEach(async () => {
  await server.close();
});

const call = callsFrom(() => server, "10.11");
/** The step after the one last used: a code the server has not seen. */
const nextCode = (secret: string) => totpCode(secret, Date.now() + 30_000);

const provenAt = async (userId: number) =>
  (await server.database.db.selectFrom("sessions").select("proven_at").where("user_id", "=", userId).execute()).map(
    (row) => Number(row.proven_at),
  );

const isActive = async (userId: number) =>
  (
    await server.database.db
      .selectFrom("users")
      .select("active")
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow()
  ).active === 1;

const auditActions = async () =>
  (await server.database.db.selectFrom("audit_log").select(["action", "actor_user_id"]).orderBy("id").execute()).map(
    (row) => `${row.action}:${row.actor_user_id}`,
  );

/** An admin with TOTP on, signed in: her secret, recovery codes and cookie. */
async function adminWithTotp() {
  const admin = await createMember(server, { admin: true, type: "Founding" });
  const cookie = await login(server.app, admin.email);
  const { secret } = (await call("POST", "/api/me/2fa/totp", cookie)).json<{ secret: string }>();
  const confirmed = await call("POST", "/api/me/2fa/totp/confirm", cookie, { code: totpCode(secret) });
  expect(confirmed.statusCode).toBe(200);
  return { ...admin, cookie, secret, recoveryCodes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

const deactivate = (cookie: string, userId: number) =>
  call("PUT", `/api/users/${userId}/active`, cookie, { active: false });

describe("step-up for sensitive admin actions", () => {
  it("a fresh sign-in is proof enough: deactivating works at once", async () => {
    const admin = await adminWithTotp();
    const member = await createMember(server);
    expect((await deactivate(admin.cookie, member.userId)).statusCode).toBe(200);
    expect(await isActive(member.userId)).toBe(false);
  });

  it("asks again after 15 minutes, changes nothing, and a TOTP code lets the same call through", async () => {
    const admin = await adminWithTotp();
    const member = await createMember(server);
    await ageProof(server, admin.userId);

    const asked = await deactivate(admin.cookie, member.userId);
    expect(asked.statusCode).toBe(403);
    expect(asked.json()).toMatchObject({ code: "step_up_required", methods: ["totp", "recovery"] });
    expect(await isActive(member.userId)).toBe(true);

    const wrong = await call("POST", "/api/me/step-up", admin.cookie, { code: "000000" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: "bad_request" });
    expect((await deactivate(admin.cookie, member.userId)).statusCode).toBe(403);
    expect(await isActive(member.userId)).toBe(true);

    const proven = await call("POST", "/api/me/step-up", admin.cookie, { code: nextCode(admin.secret) });
    expect(proven.statusCode).toBe(200);
    const [when] = await provenAt(admin.userId);
    expect(Date.now() - when!).toBeLessThan(10_000);
    expect((await deactivate(admin.cookie, member.userId)).statusCode).toBe(200);
    expect(await isActive(member.userId)).toBe(false);

    expect(await auditActions()).toEqual(
      expect.arrayContaining([`step-up.fail:${admin.userId}`, `step-up:${admin.userId}`]),
    );
    expect(log.authEvents()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: "step-up", outcome: "wrong-code", userId: admin.userId }),
        expect.objectContaining({ method: "step-up", outcome: "success", userId: admin.userId, proof: "totp" }),
      ]),
    );
  });

  it("a recovery code proves it once; used again it is refused", async () => {
    const admin = await adminWithTotp();
    await ageProof(server, admin.userId);
    const recovery = admin.recoveryCodes[0]!;
    expect((await call("POST", "/api/me/step-up", admin.cookie, { code: recovery })).statusCode).toBe(200);
    await ageProof(server, admin.userId);
    expect((await call("POST", "/api/me/step-up", admin.cookie, { code: recovery })).statusCode).toBe(400);
    expect((await call("PUT", `/api/users/${admin.userId}/reset-password-to-temp`, admin.cookie)).json()).toMatchObject(
      { code: "step_up_required" },
    );
  });

  it("a passkey proves it; another member's passkey does not", async () => {
    const admin = await createMember(server, { admin: true, type: "Founding" });
    const cookie = await login(server.app, admin.email);
    const site = { origin: server.config.publicUrl.origin, rpId: server.config.publicUrl.hostname };
    const passkey = softwarePasskey(site);
    const options = (await call("POST", "/api/me/passkeys/options", cookie)).json<{ challenge: string }>();
    const added = await call("POST", "/api/me/passkeys", cookie, {
      name: "Laptop",
      credential: passkey.register(options.challenge),
    });
    expect(added.statusCode).toBe(200);
    const member = await createMember(server);
    await ageProof(server, admin.userId);
    expect((await deactivate(cookie, member.userId)).json()).toMatchObject({ methods: ["passkey"] });

    // Another member's passkey, answering the admin's challenge, proves nothing.
    const other = await createMember(server);
    const otherCookie = await login(server.app, other.email);
    const otherPasskey = softwarePasskey(site);
    const otherOptions = (await call("POST", "/api/me/passkeys/options", otherCookie)).json<{ challenge: string }>();
    await call("POST", "/api/me/passkeys", otherCookie, {
      name: "Hers",
      credential: otherPasskey.register(otherOptions.challenge),
    });
    const foreign = (await call("POST", "/api/me/step-up/options", cookie)).json<{ challenge: string }>();
    const refused = await call("POST", "/api/me/step-up", cookie, {
      credential: otherPasskey.signIn(foreign.challenge),
    });
    expect(refused.statusCode).toBe(400);
    expect(await isActive(member.userId)).toBe(true);

    const stepUp = await call("POST", "/api/me/step-up/options", cookie);
    const challenge = stepUp.json<{ challenge: string; allowCredentials: unknown[] }>();
    expect(challenge.allowCredentials).toHaveLength(1);
    const proven = await call("POST", "/api/me/step-up", cookie, { credential: passkey.signIn(challenge.challenge) });
    expect(proven.statusCode).toBe(200);
    expect((await deactivate(cookie, member.userId)).statusCode).toBe(200);
  });

  it("an admin with no factor (REQUIRE_ADMIN_2FA off) proves it with her password, never with a code", async () => {
    const admin = await createMember(server, { admin: true, type: "Founding" });
    const cookie = await login(server.app, admin.email);
    const member = await createMember(server);
    await ageProof(server, admin.userId);
    expect((await call("PUT", `/api/users/${member.userId}/admin`, cookie, { admin: true })).json()).toMatchObject({
      code: "step_up_required",
      methods: ["password"],
    });
    expect((await call("POST", "/api/me/step-up", cookie, { code: "123456" })).statusCode).toBe(400);
    expect((await call("POST", "/api/me/step-up", cookie, { password: "not-her-password" })).statusCode).toBe(400);
    expect((await call("POST", "/api/me/step-up", cookie, { password: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await call("PUT", `/api/users/${member.userId}/admin`, cookie, { admin: true })).statusCode).toBe(200);
  });

  it("guards granting and removing the admin flag, temporary passwords and deactivation, not reactivation", async () => {
    const admin = await adminWithTotp();
    const member = await createMember(server);
    const other = await createMember(server, { admin: true });
    await server.database.db.updateTable("users").set({ active: 0 }).where("user_id", "=", other.userId).execute();
    await ageProof(server, admin.userId);
    const before = await server.database.db.selectFrom("users").selectAll().orderBy("user_id").execute();

    const guarded = [
      await call("PUT", `/api/users/${member.userId}/admin`, admin.cookie, { admin: true }),
      await call("PUT", `/api/users/${other.userId}/admin`, admin.cookie, { admin: false }),
      await call("PUT", `/api/users/${member.userId}/reset-password-to-temp`, admin.cookie),
      await deactivate(admin.cookie, member.userId),
    ];
    for (const answer of guarded) expect(answer.json()).toMatchObject({ code: "step_up_required" });
    expect(await server.database.db.selectFrom("users").selectAll().orderBy("user_id").execute()).toEqual(before);

    const reactivated = await call("PUT", `/api/users/${other.userId}/active`, admin.cookie, { active: true });
    expect(reactivated.statusCode).toBe(200);
  });

  it("a bulk email to more than 50 asks for it and queues nothing; to 50 or fewer it does not", async () => {
    const admin = await adminWithTotp();
    await insertMembers(server, 55, "Bulk");
    await ageProof(server, admin.userId);
    // Only the email that told the admin her authenticator app was turned on is queued before.
    const queuedBefore = await count(server, "outbox");
    const large = await call("POST", "/api/admin/send-email", admin.cookie, mailPayload());
    expect(large.statusCode).toBe(403);
    expect(large.json()).toMatchObject({ code: "step_up_required" });
    expect(await count(server, "mailings")).toBe(0);
    expect(await count(server, "outbox")).toBe(queuedBefore);

    const few = await call("POST", "/api/admin/send-email", admin.cookie, mailPayload({ recipientGroup: "admins" }));
    expect(few.statusCode).toBe(200);

    expect((await call("POST", "/api/me/step-up", admin.cookie, { code: nextCode(admin.secret) })).statusCode).toBe(
      200,
    );
    const sent = await call("POST", "/api/admin/send-email", admin.cookie, mailPayload());
    expect(sent.statusCode).toBe(200);
    expect(sent.json<{ recipients: number }>().recipients).toBeGreaterThan(50);
  });

  it("wrong proofs count in the sign-in limits: the tenth stops the address", async () => {
    const admin = await adminWithTotp();
    await ageProof(server, admin.userId);
    const fromOnePlace = (payload: object) =>
      server.app.inject({
        method: "POST",
        url: "/api/me/step-up",
        payload,
        headers: { cookie: admin.cookie },
        remoteAddress: "198.51.100.9",
      });
    for (let i = 0; i < 10; i++) expect((await fromOnePlace({ code: "000000" })).statusCode).toBe(400);
    const stopped = await fromOnePlace({ code: nextCode(admin.secret) });
    expect(stopped.statusCode).toBe(429);
    expect(await provenAt(admin.userId)).toEqual([expect.any(Number)]);
    expect(Date.now() - (await provenAt(admin.userId))[0]!).toBeGreaterThan(STEP_UP_MAX_AGE_MS);
  });

  it("refuses bad input and callers without a session, changing nothing", async () => {
    const admin = await adminWithTotp();
    await ageProof(server, admin.userId);
    expect((await call("POST", "/api/me/step-up", undefined, { code: "123456" })).statusCode).toBe(401);
    expect((await call("POST", "/api/me/step-up/options")).statusCode).toBe(401);
    for (const payload of [{}, { code: "" }, { code: "1", password: "x" }, { code: "x".repeat(101) }, { other: 1 }]) {
      const answer = await call("POST", "/api/me/step-up", admin.cookie, payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: "bad_request" });
    }
    expect(Date.now() - (await provenAt(admin.userId))[0]!).toBeGreaterThan(STEP_UP_MAX_AGE_MS);
  });
});
