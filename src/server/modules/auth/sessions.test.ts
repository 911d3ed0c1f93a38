import { describe, expect, it } from "vitest";
import { createMember, login, sessionCookie, TEST_PASSWORD } from "../../../../test/server/harness/test-app.ts";
import { call, openTwoFactorServer, server } from "../../../../test/server/kits/two-factor-kit.ts";

openTwoFactorServer();

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
