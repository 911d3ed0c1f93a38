import { afterEach, describe, expect, it } from "vitest";
import pino from "pino";
import { Writable } from "node:stream";
import { ConfigError } from "../../config.ts";
import {
  createMember,
  sessionCookie,
  startTestServer,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";
import { ensureFirstAdmin } from "./bootstrap.ts";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: pino({ level: "info" }, stream), lines };
}

/** The password in the framed block ensureFirstAdmin printed. */
const passwordIn = (printed: string) => /Password {2}(\S+)/.exec(printed)![1]!;

const loginAs = (s: TestServer, email: string, password: string) =>
  s.app.inject({ method: "POST", url: "/login", payload: { email, password } });

describe("first admin", () => {
  it("is created from ADMIN_EMAIL and ADMIN_PASSWORD as a Founding admin", async () => {
    server = await startTestServer({ ADMIN_EMAIL: "chair@salon.test", ADMIN_PASSWORD: "Opening-Night-1924" });
    await ensureFirstAdmin(server.database.db, server.config, capturingLogger().log);
    const response = await loginAs(server, "chair@salon.test", "Opening-Night-1924");
    expect(response.json().user).toMatchObject({ name: "Admin", type: "Founding", admin: true });
    // The operator chose this password: no change is asked for.
    expect(response.json().mustChangePassword).toBe(false);
  });

  it("is admin@localhost with a random password printed once when nothing is set", async () => {
    server = await startTestServer();
    const { log, lines } = capturingLogger();
    const printed: string[] = [];
    await ensureFirstAdmin(server.database.db, server.config, log, (text) => printed.push(text));
    expect(printed).toHaveLength(1);
    const password = passwordIn(printed[0]!);
    expect((await loginAs(server, "admin@localhost", password)).statusCode).toBe(200);
    expect(lines.join("")).toContain("First admin created");
    expect(lines.join("")).not.toContain(password);

    await ensureFirstAdmin(server.database.db, server.config, log, (text) => printed.push(text));
    expect(printed).toHaveLength(1);
    expect(lines.join("").match(/First admin created/g)).toHaveLength(1);
  });

  it("prints the generated password as a plain framed block with the address to log in at", async () => {
    server = await startTestServer({ PUBLIC_URL: "https://club.example" });
    const printed: string[] = [];
    await ensureFirstAdmin(server.database.db, server.config, capturingLogger().log, (text) => printed.push(text));
    const block = printed[0]!.trim().split("\n");
    expect(block[0]).toMatch(/^┌─+┐$/);
    expect(block.at(-1)).toMatch(/^└─+┘$/);
    expect(block.slice(1, -1).every((line) => /^│ .* │$/.test(line) && line.length === block[0]!.length)).toBe(true);
    expect(printed[0]).toContain("Email     admin@localhost");
    expect(printed[0]).toContain("https://club.example/login");
    expect(printed[0]).toMatch(/shown only this once/);
  });

  it("makes the admin choose her own password at the first login with the generated one, which does not expire", async () => {
    server = await startTestServer();
    const printed: string[] = [];
    await ensureFirstAdmin(server.database.db, server.config, capturingLogger().log, (text) => printed.push(text));
    const password = passwordIn(printed[0]!);
    // Like a temporary password, but without the 72 hours: whoever started the server may log in days later.
    expect(
      await server.database.db
        .selectFrom("users")
        .select(["must_change_password", "temporary_password_expires_at"])
        .executeTakeFirstOrThrow(),
    ).toEqual({
      must_change_password: 1,
      temporary_password_expires_at: null,
    });

    const login = await loginAs(server, "admin@localhost", password);
    expect(login.json().mustChangePassword).toBe(true);
    const cookie = sessionCookie(login);
    const denied = await server.app.inject({ method: "GET", url: "/api/admin/audit-log", headers: { cookie } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe("password_change_required");
    const status = async () =>
      (await server!.app.inject({ method: "GET", url: "/auth-status", headers: { cookie } })).json();
    expect(await status()).toMatchObject({ mustChangePassword: true, welcome: true, user: { name: "Admin" } });
    // Her welcome asks for her name first: the one change besides her password allowed before she has chosen it.
    const named = await server.app.inject({
      method: "POST",
      url: "/update-user",
      payload: { name: "Ines Duarte", type: "Founding", admin: true },
      headers: { cookie },
    });
    expect(named.statusCode).toBe(200);
    expect(await status()).toMatchObject({ welcome: true, user: { name: "Ines Duarte" } });

    const changed = await server.app.inject({
      method: "POST",
      url: "/update-password",
      payload: { oldPassword: password, newPassword: "Her-Own-Choice-2027" },
      headers: { cookie },
    });
    expect(changed.statusCode).toBe(200);
    expect(await status()).toMatchObject({ mustChangePassword: false, welcome: false });
    expect(
      (await server.app.inject({ method: "GET", url: "/api/admin/audit-log", headers: { cookie } })).statusCode,
    ).toBe(200);
    expect((await loginAs(server, "admin@localhost", "Her-Own-Choice-2027")).json().mustChangePassword).toBe(false);
  });

  it("is not created when an admin already exists", async () => {
    server = await startTestServer({ ADMIN_EMAIL: "chair@salon.test", ADMIN_PASSWORD: "Opening-Night-1924" });
    await createMember(server, { admin: true });
    await ensureFirstAdmin(server.database.db, server.config, capturingLogger().log);
    expect((await loginAs(server, "chair@salon.test", "Opening-Night-1924")).statusCode).toBe(401);
  });

  it("is created once when two instances start on one database at the same moment", async () => {
    server = await startTestServer({ ADMIN_EMAIL: "chair@salon.test", ADMIN_PASSWORD: "Opening-Night-1924" });
    const { db } = server.database;
    await Promise.all([
      ensureFirstAdmin(db, server.config, capturingLogger().log),
      ensureFirstAdmin(db, server.config, capturingLogger().log),
    ]);
    expect(await db.selectFrom("users").select("email").where("admin", "=", 1).execute()).toEqual([
      { email: "chair@salon.test" },
    ]);
  });

  it("refuses a common ADMIN_PASSWORD with a configuration error", async () => {
    server = await startTestServer({ ADMIN_PASSWORD: "password123" });
    await expect(ensureFirstAdmin(server.database.db, server.config, capturingLogger().log)).rejects.toThrow(
      ConfigError,
    );
  });
});
