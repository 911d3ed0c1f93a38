import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  actAs,
  createMember,
  login,
  startTestServer,
  type Role,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";
import { TEMPORARY_PASSWORD_LIFETIME_MS } from "./service.ts";

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

type Method = "GET" | "PUT" | "DELETE";
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  server.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });
const row = (userId: number) =>
  server.database.db
    .selectFrom("users")
    .select(["type", "admin", "active", "password_hash", "temporary_password_expires_at"])
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();

describe("user management is for admins only", () => {
  it.each([
    ["anonymous", 401],
    ["Standard", 403],
    ["Travel Host", 403],
    ["Founding", 403],
  ] as const)("%s callers get %i and change nothing", async (role: Role, status) => {
    const target = await createMember(server, { type: "Standard" });
    const { cookie } = await actAs(server, role);
    const before = await row(target.userId);
    // GET /api/users answers members too, without emails: users-list-for-members.test.ts.
    const calls: [Method, string, object?][] = [
      ["PUT", `/api/users/${target.userId}/privilege`, { type: "Founding" }],
      ["PUT", `/api/users/${target.userId}/admin`, { admin: true }],
      ["PUT", `/api/users/${target.userId}/active`, { active: false }],
      ["PUT", `/api/users/${target.userId}/reset-password-to-temp`, { password: "temp" }],
    ];
    for (const [method, url, payload] of calls)
      expect((await call(method, url, cookie, payload)).statusCode).toBe(status);
    expect(await row(target.userId)).toEqual(before);
  });
});

describe("an admin", () => {
  it("lists members with their emails", async () => {
    const target = await createMember(server, { name: "Katherine Johnson", type: "Travel Host" });
    const { cookie } = await actAs(server, "admin");
    const list = (await call("GET", "/api/users", cookie)).json();
    expect(list).toContainEqual({
      user_id: target.userId,
      name: "Katherine Johnson",
      email: target.email,
      type: "Travel Host",
      admin: false,
      active: true,
      joined_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(JSON.stringify(list)).not.toContain("argon2");
  });

  it("changes a member's type and admin flag, with audit entries", async () => {
    const target = await createMember(server);
    const { cookie } = await actAs(server, "admin");
    expect((await call("PUT", `/api/users/${target.userId}/privilege`, cookie, { type: "Founding" })).statusCode).toBe(
      200,
    );
    expect((await call("PUT", `/api/users/${target.userId}/admin`, cookie, { admin: true })).statusCode).toBe(200);
    expect(await row(target.userId)).toMatchObject({ type: "Founding", admin: 1 });
    const entries = (await call("GET", "/api/admin/audit-log", cookie)).json() as {
      action: string;
      target: string;
      target_name: string | null;
    }[];
    expect(entries.slice(0, 2).map((e) => e.action)).toEqual(["user.admin.grant", "user.type"]);
    // The log names the member, so that it reads in words ("… made Ada Lovelace an admin").
    const name = (
      await server.database.db
        .selectFrom("users")
        .select("name")
        .where("user_id", "=", target.userId)
        .executeTakeFirstOrThrow()
    ).name;
    expect(entries[0]).toMatchObject({ target: `user:${target.userId}`, target_name: name });
  });

  it("gives a temporary password that must be replaced before anything else works", async () => {
    const target = await createMember(server);
    const session = await login(server.app, target.email);
    const { cookie } = await actAs(server, "admin");
    const response = await call("PUT", `/api/users/${target.userId}/reset-password-to-temp`, cookie, {
      password: "ignored-fixed-value",
    });
    expect(response.statusCode).toBe(200);
    const { temporaryPassword } = response.json();
    expect(temporaryPassword).toMatch(/^[A-Za-z2-9]{14}$/);
    expect((await call("GET", "/user-details", session)).statusCode).toBe(401);

    const fresh = await login(server.app, target.email, temporaryPassword);
    // A temporary password from an admin is not the first admin's welcome: that is only for the password printed at start.
    expect((await call("GET", "/auth-status", fresh)).json()).toMatchObject({
      mustChangePassword: true,
      welcome: false,
    });
    expect((await call("GET", "/api/me/preferences", fresh)).statusCode).toBe(403);
    const changed = await server.app.inject({
      method: "POST",
      url: "/update-password",
      payload: { oldPassword: temporaryPassword, newPassword: "My-Own-Choice-2027" },
      headers: { cookie: fresh },
    });
    expect(changed.statusCode).toBe(200);
    expect((await call("GET", "/api/me/preferences", fresh)).statusCode).toBe(200);
  });

  it("makes a temporary password stop working after 72 hours, with the session it opened; the member's own password never expires", async () => {
    const target = await createMember(server);
    const { cookie } = await actAs(server, "admin");
    const before = Date.now();
    const { temporaryPassword } = (
      await call("PUT", `/api/users/${target.userId}/reset-password-to-temp`, cookie)
    ).json();
    const expiresAt = (await row(target.userId)).temporary_password_expires_at!;
    expect(expiresAt).toBeGreaterThanOrEqual(before + TEMPORARY_PASSWORD_LIFETIME_MS);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + TEMPORARY_PASSWORD_LIFETIME_MS);
    const opened = await login(server.app, target.email, temporaryPassword);

    const expire = () =>
      server.database.db
        .updateTable("users")
        .set({ temporary_password_expires_at: Date.now() - 1 })
        .where("user_id", "=", target.userId)
        .execute();
    await expire();
    expect((await call("GET", "/auth-status", opened)).json()).toEqual({ authenticated: false });
    await expect(login(server.app, target.email, temporaryPassword)).rejects.toThrow(/401/);

    const { temporaryPassword: another } = (
      await call("PUT", `/api/users/${target.userId}/reset-password-to-temp`, cookie)
    ).json();
    const fresh = await login(server.app, target.email, another);
    const changed = await server.app.inject({
      method: "POST",
      url: "/update-password",
      payload: { oldPassword: another, newPassword: "My-Own-Choice-2027" },
      headers: { cookie: fresh },
    });
    expect(changed.statusCode).toBe(200);
    expect((await row(target.userId)).temporary_password_expires_at).toBeNull();
    expect((await call("GET", "/api/me/preferences", fresh)).statusCode).toBe(200);
    expect((await login(server.app, target.email, "My-Own-Choice-2027")).length).toBeGreaterThan(0);
  });

  it("deactivates a member, ending their sessions and their logins", async () => {
    const target = await createMember(server);
    const session = await login(server.app, target.email);
    const { cookie } = await actAs(server, "admin");
    expect((await call("PUT", `/api/users/${target.userId}/active`, cookie, { active: false })).statusCode).toBe(200);
    expect((await call("GET", "/user-details", session)).statusCode).toBe(401);
    await expect(login(server.app, target.email)).rejects.toThrow(/401/);
  });

  it("signs a member out everywhere without other side effects; members, strangers and bad ids change nothing", async () => {
    const target = await createMember(server);
    const sessions = [await login(server.app, target.email), await login(server.app, target.email)];
    const bystander = await createMember(server);
    const bystanderSession = await login(server.app, bystander.email);
    const { cookie: memberCookie } = await actAs(server, "Founding");
    expect((await call("DELETE", `/api/users/${target.userId}/sessions`, memberCookie)).statusCode).toBe(403);
    expect((await call("DELETE", `/api/users/${target.userId}/sessions`)).statusCode).toBe(401);
    for (const session of sessions) expect((await call("GET", "/user-details", session)).statusCode).toBe(200);

    const { cookie, member: admin } = await actAs(server, "admin");
    expect((await call("DELETE", "/api/users/abc/sessions", cookie)).statusCode).toBe(400);
    expect((await call("DELETE", "/api/users/999999/sessions", cookie)).statusCode).toBe(404);
    const before = await row(target.userId);
    expect((await call("DELETE", `/api/users/${target.userId}/sessions`, cookie)).statusCode).toBe(200);
    for (const session of sessions) expect((await call("GET", "/user-details", session)).statusCode).toBe(401);
    expect((await call("GET", "/user-details", bystanderSession)).statusCode).toBe(200);
    expect((await call("GET", "/user-details", cookie)).statusCode).toBe(200);
    // Nothing else about her changed: she signs in again with the same password.
    expect(await row(target.userId)).toEqual(before);
    await login(server.app, target.email);
    const audit = await server.database.db
      .selectFrom("audit_log")
      .select(["action", "actor_user_id", "target"])
      .execute();
    expect(audit).toContainEqual({
      action: "user.sessions.end",
      actor_user_id: admin!.userId,
      target: `user:${target.userId}`,
    });
  });

  it("cannot remove the last active admin, by flag or by deactivation", async () => {
    const { cookie, member } = await actAs(server, "admin");
    expect((await call("PUT", `/api/users/${member!.userId}/admin`, cookie, { admin: false })).statusCode).toBe(409);
    expect((await call("PUT", `/api/users/${member!.userId}/active`, cookie, { active: false })).statusCode).toBe(409);
    expect(await row(member!.userId)).toMatchObject({ admin: 1, active: 1 });

    const second = await createMember(server, { admin: true });
    expect((await call("PUT", `/api/users/${second.userId}/admin`, cookie, { admin: false })).statusCode).toBe(200);
  });

  it("gets 400 for bad input and 404 for an unknown member", async () => {
    const target = await createMember(server);
    const { cookie } = await actAs(server, "admin");
    expect((await call("PUT", `/api/users/${target.userId}/privilege`, cookie, { type: "Platinum" })).statusCode).toBe(
      400,
    );
    expect((await call("PUT", `/api/users/abc/privilege`, cookie, { type: "Founding" })).statusCode).toBe(400);
    expect((await call("PUT", `/api/users/${target.userId}/admin`, cookie, { admin: "yes" })).statusCode).toBe(400);
    expect((await call("PUT", `/api/users/999999/privilege`, cookie, { type: "Founding" })).statusCode).toBe(404);
    expect((await call("PUT", `/api/users/999999/reset-password-to-temp`, cookie, {})).statusCode).toBe(404);
    expect((await row(target.userId)).type).toBe("Standard");
  });
});
