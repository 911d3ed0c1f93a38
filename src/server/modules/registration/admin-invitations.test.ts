import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  actAs,
  createMember,
  linkToken,
  queuedEmails,
  startTestServer,
  type Role,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";

let server: TestServer;
const cookies = {} as Record<Role, string | undefined>;
beforeAll(async () => {
  server = await startTestServer();
  for (const role of ["anonymous", "Standard", "Travel Host", "Founding", "admin"] as const)
    cookies[role] = (await actAs(server, role)).cookie;
});
afterAll(async () => {
  await server.close();
});

const invite = (role: Role, payload: object) =>
  server.app.inject({
    method: "POST",
    url: "/api/admin/invitations",
    payload,
    headers: cookies[role] ? { cookie: cookies[role] } : {},
  });
const invitationCount = async () =>
  (await server.database.db.selectFrom("registration_invitations").select("email").execute()).length;

describe("POST /api/admin/invitations", () => {
  it.each([
    ["anonymous", 401],
    ["Standard", 403],
    ["Travel Host", 403],
    ["Founding", 403],
  ] as const)("is refused to %s callers (%i), creating nothing", async (role, status) => {
    const before = await invitationCount();
    expect((await invite(role, { email: "guest@example.com", type: "Founding" })).statusCode).toBe(status);
    expect(await invitationCount()).toBe(before);
    expect(await queuedEmails(server, "guest@example.com")).toHaveLength(0);
  });

  it("emails a registration link for the chosen type, Founding included, that registers once", async () => {
    const response = await invite("admin", { email: "Ruth.Teitelbaum@Example.com", type: "Founding" });
    expect(response.statusCode).toBe(201);
    const token = await linkToken(server, "ruth.teitelbaum@example.com", "/register/");
    const check = await server.app.inject({ method: "GET", url: `/api/register/validate-token/${token}` });
    // A direct invitation has no application, so no name to start from.
    expect(check.json()).toEqual({ email: "ruth.teitelbaum@example.com", type: "Founding", name: null });
    const registered = await server.app.inject({
      method: "POST",
      url: "/api/register",
      payload: { token, name: "Ruth", password: "Eniac-Programmer-46", type: "Founding" },
    });
    expect(registered.statusCode).toBe(201);
    const audit = await server.database.db
      .selectFrom("audit_log")
      .select(["action", "target"])
      .where("action", "=", "invitation.send")
      .execute();
    expect(audit).toEqual([{ action: "invitation.send", target: "email:ruth.teitelbaum@example.com" }]);
  });

  it("refuses a member's address with 409 and bad input with 400", async () => {
    const member = await createMember(server);
    const before = await invitationCount();
    expect((await invite("admin", { email: member.email, type: "Standard" })).statusCode).toBe(409);
    expect((await invite("admin", { email: "not-an-email", type: "Standard" })).statusCode).toBe(400);
    expect((await invite("admin", { email: "a@b.co", type: "Gold" })).statusCode).toBe(400);
    expect((await invite("admin", { email: "a@b.co" })).statusCode).toBe(400);
    expect(await invitationCount()).toBe(before);
  });
});
