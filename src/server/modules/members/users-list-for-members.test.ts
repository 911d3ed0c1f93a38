import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  actAs,
  createMember,
  login,
  startTestServer,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";

// GET /api/users: admins read User Management's list; a member (the original client's invite dialog) reads the active
// members as GET /api/members answers them, never an email (decision 0042).

let server: TestServer;
const cookies: Record<string, string | undefined> = {};
let gone: { userId: number; email: string };

beforeAll(async () => {
  server = await startTestServer();
  cookies.member = (await actAs(server, "Standard")).cookie;
  cookies.admin = (await actAs(server, "admin")).cookie;
  const leaving = await createMember(server, { name: "Gone Member" });
  cookies.deactivated = await login(server.app, leaving.email);
  await server.database.db.updateTable("users").set({ active: 0 }).where("user_id", "=", leaving.userId).execute();
  gone = leaving;
});
afterAll(async () => {
  await server.close();
});

const list = (who: string | undefined) =>
  server.app.inject({ method: "GET", url: "/api/users", headers: who ? { cookie: cookies[who]! } : {} });

describe("GET /api/users", () => {
  it("answers a member the active members' ids, names and types, and no email", async () => {
    const response = await list("member");
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain("@");
    expect(response.body).not.toContain("email");
    const members = response.json() as Record<string, unknown>[];
    for (const entry of members) expect(Object.keys(entry).sort()).toEqual(["name", "type", "user_id"]);
    expect(members.map((m) => m.user_id)).not.toContain(gone.userId);
    expect(members.length).toBeGreaterThanOrEqual(2);
  });

  it("answers an admin as before: every member with email, admin flag, state and when she joined", async () => {
    const response = await list("admin");
    expect(response.statusCode).toBe(200);
    const members = response.json() as Record<string, unknown>[];
    expect(members.find((m) => m.user_id === gone.userId)).toEqual({
      user_id: gone.userId,
      name: "Gone Member",
      email: gone.email,
      type: "Standard",
      admin: false,
      active: false,
      joined_at: expect.any(String),
    });
  });

  it("is closed to anonymous and deactivated callers", async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await list("deactivated")).statusCode).toBe(401);
  });
});

describe("GET /api/users for an admin without the second factor asked of her", () => {
  let other: TestServer;
  afterAll(async () => {
    await other.close();
  });
  it("answers her as a member: no email", async () => {
    other = await startTestServer({ REQUIRE_ADMIN_2FA: "true" });
    const admin = await createMember(other, { admin: true, type: "Founding" });
    const cookie = await login(other.app, admin.email);
    const response = await other.app.inject({ method: "GET", url: "/api/users", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain("@");
  });
});
