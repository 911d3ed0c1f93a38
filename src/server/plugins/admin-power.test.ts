import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMember, login, startTestServer, type TestServer } from "../../../test/server/harness/test-app.ts";
import { REQUIRE_SECOND_FACTOR_FOR_ALL } from "../access/rules.ts";

// An admin without the second factor asked of her has no admin power anywhere (decision 35): what she is told about
// herself, her own Settings and the bulk mail, under each of the two settings that ask her for one. The relation
// suite (src/server/access/relations/) proves the rest, way by way.

let server: TestServer;
afterEach(async () => {
  await server.close();
});

const call = (method: "GET" | "POST", url: string, cookie: string, payload?: object) =>
  server.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const storedType = async (userId: number) =>
  (await server.database.db.selectFrom("users").select("type").where("user_id", "=", userId).executeTakeFirstOrThrow())
    .type;

async function setUpFactor(userId: number) {
  await server.database.db
    .insertInto("totp_factors")
    .values({ user_id: userId, secret_encrypted: "set up", confirmed_at: Date.now(), created_at: Date.now() })
    .execute();
}

describe.each([
  { requirement: "REQUIRE_ADMIN_2FA", env: { REQUIRE_ADMIN_2FA: "true" }, clubAsksEveryone: false },
  { requirement: "the club's setting for everyone", env: { REQUIRE_ADMIN_2FA: "false" }, clubAsksEveryone: true },
])("an admin without the second factor asked by $requirement", ({ env, clubAsksEveryone }) => {
  let admin: { userId: number; email: string; name: string };
  let cookie: string;
  beforeEach(async () => {
    server = await startTestServer(env);
    if (clubAsksEveryone)
      await server.database.db
        .insertInto("club_settings")
        .values({ name: REQUIRE_SECOND_FACTOR_FOR_ALL, value: "on", updated_at: Date.now() })
        .execute();
    admin = await createMember(server, { type: "Standard", admin: true });
    cookie = await login(server.app, admin.email);
  });

  it("is told she is an admin whose factor is required, and the admin pages send her to set it up", async () => {
    const me = await call("GET", "/user-details", cookie);
    expect(me.json()).toEqual({ user_id: admin.userId, name: admin.name, type: "Standard", admin: true });
    expect((await call("GET", "/api/me/2fa", cookie)).json()).toMatchObject({ required: true, totp: false });
    const audit = await call("GET", "/api/admin/audit-log", cookie);
    expect(audit.statusCode).toBe(403);
    expect(audit.json()).toMatchObject({
      code: "second_factor_required",
      message: "Please set up a second factor in Settings → Security before using the admin pages.",
    });
  });

  it("cannot change her own member type until she has her factor, and keeps her admin flag when she saves", async () => {
    const refused = await call("POST", "/update-user", cookie, { name: admin.name, type: "Founding", admin: true });
    // When the club asks everyone, her Settings wait for her factor as every member's do.
    expect(refused.json()).toMatchObject({ code: clubAsksEveryone ? "second_factor_required" : "forbidden" });
    expect(refused.statusCode).toBe(403);
    expect(await storedType(admin.userId)).toBe("Standard");

    if (!clubAsksEveryone) {
      const renamed = await call("POST", "/update-user", cookie, { name: "Ada Byron", type: "Standard", admin: true });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json().user).toEqual({ user_id: admin.userId, name: "Ada Byron", type: "Standard", admin: true });
    }

    await setUpFactor(admin.userId);
    const changed = await call("POST", "/update-user", cookie, { name: admin.name, type: "Founding", admin: true });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await storedType(admin.userId)).toBe("Founding");
  });

  it("cannot read another host's application for a home; with her factor she can", async () => {
    const host = await createMember(server, { type: "Travel Host" });
    const url = `/api/stays/prefill?host_id=${host.userId}`;
    expect((await call("GET", url, cookie)).statusCode).toBe(403);
    await setUpFactor(admin.userId);
    expect((await call("GET", url, cookie)).statusCode).toBe(200);
  });

  it("cannot email the members; with her factor she can", async () => {
    const mailing = { subject: "Hello", body: "<p>Everyone</p>", recipientGroup: "all" };
    const refused = await call("POST", "/api/admin/send-email", cookie, mailing);
    expect(refused.statusCode).toBe(403);
    expect(await server.database.db.selectFrom("outbox").select("id").execute()).toEqual([]);

    await setUpFactor(admin.userId);
    const sent = await call("POST", "/api/admin/send-email", cookie, mailing);
    expect(sent.statusCode, sent.body).toBe(200);
  });
});
