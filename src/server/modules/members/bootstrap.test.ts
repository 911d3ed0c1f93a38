import { afterEach, describe, expect, it } from "vitest";
import pino from "pino";
import { Writable } from "node:stream";
import { ConfigError } from "../../config.ts";
import { createMember, startTestServer, type TestServer } from "../../../../test/server/harness/test-app.ts";
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

const loginAs = (s: TestServer, email: string, password: string) =>
  s.app.inject({ method: "POST", url: "/login", payload: { email, password } });

describe("first admin", () => {
  it("is created from ADMIN_EMAIL and ADMIN_PASSWORD as a Founding admin", async () => {
    server = await startTestServer({ ADMIN_EMAIL: "chair@salon.test", ADMIN_PASSWORD: "Opening-Night-1924" });
    await ensureFirstAdmin(server.database.db, server.config, capturingLogger().log);
    const response = await loginAs(server, "chair@salon.test", "Opening-Night-1924");
    expect(response.json().user).toMatchObject({ name: "Admin", type: "Founding", admin: true });
  });

  it("is admin@localhost with a random password printed once when nothing is set", async () => {
    server = await startTestServer();
    const { log, lines } = capturingLogger();
    await ensureFirstAdmin(server.database.db, server.config, log);
    const password = /with the password (\S+) /.exec(lines.join(""))?.[1];
    expect(password).toBeDefined();
    expect((await loginAs(server, "admin@localhost", password!)).statusCode).toBe(200);

    await ensureFirstAdmin(server.database.db, server.config, log);
    expect(lines.join("").match(/First admin created/g)).toHaveLength(1);
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
    await Promise.all([ensureFirstAdmin(db, server.config, capturingLogger().log), ensureFirstAdmin(db, server.config, capturingLogger().log)]);
    expect(await db.selectFrom("users").select("email").where("admin", "=", 1).execute()).toEqual([{ email: "chair@salon.test" }]);
  });

  it("refuses a common ADMIN_PASSWORD with a configuration error", async () => {
    server = await startTestServer({ ADMIN_PASSWORD: "password123" });
    await expect(ensureFirstAdmin(server.database.db, server.config, capturingLogger().log)).rejects.toThrow(ConfigError);
  });
});
