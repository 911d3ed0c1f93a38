import { hash } from "@node-rs/argon2";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  actAs,
  createMember,
  login,
  sessionCookie,
  startTestServer,
  TEST_PASSWORD,
  TestLog,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  server.app.inject({ method: "POST", url, ...(payload ? { payload } : {}), headers });
const get = (url: string, cookie?: string) =>
  server.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

describe("POST /login", () => {
  it("logs a member in with a session cookie and answers their details without secrets", async () => {
    const member = await createMember(server, { name: "Ada Lovelace", type: "Founding" });
    const response = await post("/login", { email: member.email.toUpperCase(), password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ok: true,
      user: { user_id: member.userId, name: "Ada Lovelace", type: "Founding", admin: false },
      mustChangePassword: false,
    });
    const cookie = response.cookies.find((c) => c.name === "salon_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.body).not.toContain("argon2");
    expect(response.body).not.toContain(cookie!.value);
  });

  it("answers the same 'Login failed' for a wrong password and an unknown email", async () => {
    const member = await createMember(server);
    const wrong = await post("/login", { email: member.email, password: "not-the-password" });
    const unknown = await post("/login", { email: "nobody@salon.test", password: "not-the-password" });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: "Login failed", message: "Login failed", code: "unauthenticated" });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it("refuses malformed input with a 400 JSON error", async () => {
    const response = await post("/login", { email: 42 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "bad_request", details: expect.any(Array) });
  });

  it("hashes the password again with today's settings when the stored hash was made with older ones", async () => {
    const member = await createMember(server);
    // The settings of hashes made before 2026-11-28 (decision 16).
    const older = await hash(TEST_PASSWORD, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    await server.database.db
      .updateTable("users")
      .set({ password_hash: older })
      .where("user_id", "=", member.userId)
      .execute();
    const storedHash = async () =>
      (
        await server.database.db
          .selectFrom("users")
          .select("password_hash")
          .where("user_id", "=", member.userId)
          .executeTakeFirstOrThrow()
      ).password_hash;

    expect((await post("/login", { email: member.email, password: "not-her-password" })).statusCode).toBe(401);
    expect(await storedHash()).toBe(older);
    expect((await post("/login", { email: member.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    const renewed = await storedHash();
    expect(renewed).toMatch(/^\$argon2id\$v=19\$m=9216,t=4,p=1\$/);
    expect((await post("/login", { email: member.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    expect(await storedHash()).toBe(renewed);
  });

  it("limits attempts per address to 10 a minute with 429 and Retry-After", async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await post("/login", { email: `x${attempt}@salon.test`, password: "whatever-it-is" })).statusCode).toBe(
        401,
      );
    }
    const limited = await post("/login", { email: "x@salon.test", password: "whatever-it-is" });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json().code).toBe("rate_limited");
  });

  it("refuses a deactivated member", async () => {
    const member = await createMember(server);
    await server.database.db.updateTable("users").set({ active: 0 }).where("user_id", "=", member.userId).execute();
    expect((await post("/login", { email: member.email, password: TEST_PASSWORD })).statusCode).toBe(401);
  });

  it("issues a new token at login and discards the one the browser brought (no fixation)", async () => {
    const member = await createMember(server);
    const first = await login(server.app, member.email);
    const second = sessionCookie(
      await post("/login", { email: member.email, password: TEST_PASSWORD }, { cookie: first }),
    );
    expect(second).not.toBe(first);
    expect((await get("/user-details", first)).statusCode).toBe(401);
    expect((await get("/user-details", second)).statusCode).toBe(200);
  });

  it("refuses a login posted from another site", async () => {
    const member = await createMember(server);
    const crossSite = await post(
      "/login",
      { email: member.email, password: TEST_PASSWORD },
      { "sec-fetch-site": "cross-site" },
    );
    expect(crossSite.statusCode).toBe(403);
    const otherOrigin = await post(
      "/login",
      { email: member.email, password: TEST_PASSWORD },
      { origin: "https://evil.example" },
    );
    expect(otherOrigin.statusCode).toBe(403);
    expect(crossSite.cookies).toHaveLength(0);
    const sameOrigin = await post(
      "/login",
      { email: member.email, password: TEST_PASSWORD },
      { "sec-fetch-site": "same-origin", origin: "http://localhost:80" },
    );
    expect(sameOrigin.statusCode).toBe(200);
  });
});

describe("GET /auth-status and GET /user-details", () => {
  it.each(["Standard", "Travel Host", "Founding", "admin"] as const)(
    "describe the logged-in %s member",
    async (role) => {
      const { cookie, member } = await actAs(server, role);
      const expected = { user_id: member!.userId, name: member!.name, type: member!.type, admin: role === "admin" };
      expect((await get("/auth-status", cookie)).json()).toEqual({
        authenticated: true,
        user: expected,
        mustChangePassword: false,
        welcome: false,
      });
      const details = await get("/user-details", cookie);
      expect(details.statusCode).toBe(200);
      expect(details.json()).toEqual(expected);
    },
  );

  it("say an anonymous visitor is not logged in", async () => {
    expect((await get("/auth-status")).json()).toEqual({ authenticated: false });
    const details = await get("/user-details");
    expect(details.statusCode).toBe(401);
    expect(details.json().code).toBe("unauthenticated");
    expect((await get("/auth-status", "salon_session=forged-token")).json()).toEqual({ authenticated: false });
  });

  it("keep a session across a server restart", async () => {
    const { cookie } = await actAs(server, "Founding");
    await server.restart();
    expect((await get("/auth-status", cookie)).json()).toMatchObject({ authenticated: true });
  });

  it("end a session that has been idle past the limit", async () => {
    const { cookie } = await actAs(server, "Standard");
    const longAgo = Date.now() - server.config.session.idleMs - 1000;
    await server.database.db.updateTable("sessions").set({ last_seen_at: longAgo }).execute();
    expect((await get("/auth-status", cookie)).json()).toEqual({ authenticated: false });
    expect(await server.database.db.selectFrom("sessions").selectAll().execute()).toHaveLength(0);
  });
});

describe("POST /logout", () => {
  it("deletes the session so the old cookie no longer works", async () => {
    const { cookie } = await actAs(server, "Standard");
    const response = await post("/logout", undefined, { cookie: cookie! });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(response.cookies.find((c) => c.name === "salon_session")?.value).toBe("");
    expect(response.headers["clear-site-data"]).toBe('"storage"');
    expect((await get("/user-details", cookie)).statusCode).toBe(401);
    expect(await server.database.db.selectFrom("sessions").selectAll().execute()).toHaveLength(0);
  });

  it("is harmless for a visitor who is not logged in", async () => {
    expect((await post("/logout")).statusCode).toBe(200);
  });
});

describe("the authentication log", () => {
  it("has a line for every login attempt and logout: the account or none, the method and the outcome, never what was typed", async () => {
    const log = new TestLog();
    const logged = await startTestServer({}, { log });
    try {
      const member = await createMember(logged);
      const attempt = (email: string, password: string) =>
        logged.app.inject({ method: "POST", url: "/login", payload: { email, password } });
      await attempt("nobody-at-all@salon.test", "Typed-In-The-Wrong-Field-1");
      await attempt(member.email, "not-her-password");
      const loggedIn = await attempt(member.email, TEST_PASSWORD);
      await logged.app.inject({ method: "POST", url: "/logout", headers: { cookie: sessionCookie(loggedIn) } });
      await logged.database.db.updateTable("users").set({ active: 0 }).where("user_id", "=", member.userId).execute();
      await attempt(member.email, TEST_PASSWORD);

      expect(log.authEvents()).toEqual([
        { method: "password", outcome: "unknown-account", userId: null, level: 40 },
        { method: "password", outcome: "wrong-password", userId: member.userId, level: 40 },
        { method: "password", outcome: "success", userId: member.userId, level: 30 },
        { method: "logout", outcome: "success", userId: member.userId, level: 30 },
        { method: "password", outcome: "deactivated", userId: member.userId, level: 40 },
      ]);
      const everything = JSON.stringify(log.lines);
      for (const typed of [
        "nobody-at-all",
        "Typed-In-The-Wrong-Field-1",
        member.email,
        "not-her-password",
        TEST_PASSWORD,
      ])
        expect(everything).not.toContain(typed);
    } finally {
      await logged.close();
    }
  });
});
