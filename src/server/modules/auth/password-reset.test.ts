import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  actAs,
  createMember,
  linkToken,
  login,
  queuedEmails,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";

let server: TestServer;
let address = 0;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const post = (url: string, payload: object, remoteAddress = `198.18.0.${++address}`) =>
  server.app.inject({ method: "POST", url, payload, remoteAddress });

const LINK_SENT = "If an account exists for that email, a link to reset the password has been sent.";

describe("POST /forgot-password", () => {
  it("answers the same plain text for a member and a stranger, and emails only the member", async () => {
    const member = await createMember(server);
    const known = await post("/forgot-password", { email: member.email.toUpperCase() });
    const unknown = await post("/forgot-password", { email: "stranger@example.com" });
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain("text/plain");
      expect(response.body).toBe(LINK_SENT);
    }
    expect((await queuedEmails(server, member.email)).map((e) => e.kind)).toEqual(["password-reset"]);
    expect(await queuedEmails(server, "stranger@example.com")).toHaveLength(0);
  });

  it("refuses a malformed email with 400", async () => {
    expect((await post("/forgot-password", { email: "nope" })).statusCode).toBe(400);
  });

  it("limits requests to 5 an hour per email", async () => {
    const member = await createMember(server);
    for (let i = 0; i < 5; i++) expect((await post("/forgot-password", { email: member.email })).statusCode).toBe(200);
    const limited = await post("/forgot-password", { email: member.email });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
  });

  it("limits requests to 5 an hour per address", async () => {
    for (let i = 0; i < 5; i++)
      expect((await post("/forgot-password", { email: `p${i}@example.com` }, "198.19.0.1")).statusCode).toBe(200);
    expect((await post("/forgot-password", { email: "p9@example.com" }, "198.19.0.1")).statusCode).toBe(429);
  });
});

describe("POST /reset-password", () => {
  it("sets the new password once, ends every session, and refuses the token a second time", async () => {
    const member = await createMember(server);
    const session = await login(server.app, member.email);
    await post("/forgot-password", { email: member.email });
    const token = await linkToken(server, member.email, "/reset-password/");

    const weak = await post("/reset-password", { token, newPassword: "short" });
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toBe("Password must be at least 8 characters.");

    const done = await post("/reset-password", { token, newPassword: "Brand-New-Secret-9" });
    expect(done.statusCode).toBe(200);
    expect(done.body).toBe("Password has been reset successfully.");
    expect(
      (await server.app.inject({ method: "GET", url: "/user-details", headers: { cookie: session } })).statusCode,
    ).toBe(401);
    await login(server.app, member.email, "Brand-New-Secret-9");

    const reused = await post("/reset-password", { token, newPassword: "Another-Secret-10" });
    expect(reused.statusCode).toBe(400);
    expect(reused.body).toBe("Invalid or expired token.");
  });

  it("refuses an expired token", async () => {
    const member = await createMember(server);
    await post("/forgot-password", { email: member.email });
    const token = await linkToken(server, member.email, "/reset-password/");
    await server.database.db
      .updateTable("password_resets")
      .set({ expires_at: Date.now() - 1 })
      .where("user_id", "=", member.userId)
      .execute();
    const response = await post("/reset-password", { token, newPassword: "Brand-New-Secret-9" });
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe("Invalid or expired token.");
  });
});

describe("a member's outstanding reset links", () => {
  /** Two reset links asked for by the member, both still unused. */
  async function twoResetLinks(email: string) {
    await post("/forgot-password", { email });
    const first = await linkToken(server, email, "/reset-password/");
    await post("/forgot-password", { email });
    const second = await linkToken(server, email, "/reset-password/");
    expect(second).not.toBe(first);
    return [first, second] as const;
  }
  const refusedLink = async (token: string) => {
    const response = await post("/reset-password", { token, newPassword: "Yet-Another-Secret-11" });
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe("Invalid or expired token.");
  };
  const admin = async () => (await actAs(server, "admin")).cookie!;
  const put = (url: string, cookie: string, payload: object) =>
    server.app.inject({ method: "PUT", url, payload, headers: { cookie } });

  it("all end when one of them is used", async () => {
    const member = await createMember(server);
    const [first, second] = await twoResetLinks(member.email);
    expect((await post("/reset-password", { token: second, newPassword: "Brand-New-Secret-9" })).statusCode).toBe(200);
    await refusedLink(first);
  });

  it("all end when she changes her password in Settings", async () => {
    const member = await createMember(server);
    const [first, second] = await twoResetLinks(member.email);
    const cookie = await login(server.app, member.email);
    const changed = await server.app.inject({
      method: "POST",
      url: "/update-password",
      payload: { oldPassword: TEST_PASSWORD, newPassword: "Brand-New-Secret-9" },
      headers: { cookie },
    });
    expect(changed.statusCode).toBe(200);
    await refusedLink(first);
    await refusedLink(second);
  });

  it("all end when an admin gives her a temporary password", async () => {
    const member = await createMember(server);
    const [first, second] = await twoResetLinks(member.email);
    expect(
      (await put(`/api/users/${member.userId}/reset-password-to-temp`, await admin(), { password: "temp" })).statusCode,
    ).toBe(200);
    await refusedLink(first);
    await refusedLink(second);
  });

  it("all end when she is deactivated, and stay ended when she is reactivated", async () => {
    const member = await createMember(server);
    const [first, second] = await twoResetLinks(member.email);
    const cookie = await admin();
    expect((await put(`/api/users/${member.userId}/active`, cookie, { active: false })).statusCode).toBe(200);
    expect((await put(`/api/users/${member.userId}/active`, cookie, { active: true })).statusCode).toBe(200);
    await refusedLink(first);
    await refusedLink(second);
  });
});
