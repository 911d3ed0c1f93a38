import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  actAs,
  createMember,
  login,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

const post = (url: string, payload: object, cookie?: string) =>
  server.app.inject({ method: "POST", url, payload, headers: cookie ? { cookie } : {} });
const stored = (userId: number) =>
  server.database.db
    .selectFrom("users")
    .select(["name", "type", "admin"])
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();

describe("POST /update-user", () => {
  it("lets a member change their name, with the whole object sent back unchanged", async () => {
    const { cookie, member } = await actAs(server, "Standard");
    const response = await post("/update-user", { name: "  Dorothy Vaughan ", type: "Standard", admin: false }, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: "User details updated successfully",
      user: { user_id: member!.userId, name: "Dorothy Vaughan", type: "Standard", admin: false },
    });
    expect(await stored(member!.userId)).toEqual({ name: "Dorothy Vaughan", type: "Standard", admin: 0 });
  });

  it.each([[{ type: "Founding" }], [{ admin: true }]])(
    "refuses a member changing their own %j with 403, changing nothing",
    async (change) => {
      const { cookie, member } = await actAs(server, "Standard");
      const response = await post(
        "/update-user",
        { name: "New Name", type: "Standard", admin: false, ...change },
        cookie,
      );
      expect(response.statusCode).toBe(403);
      expect(await stored(member!.userId)).toEqual({ name: member!.name, type: "Standard", admin: 0 });
    },
  );

  it("lets an admin change their own type, but not drop the last admin flag", async () => {
    const { cookie, member } = await actAs(server, "admin");
    expect((await post("/update-user", { name: "Chair", type: "Travel Host", admin: true }, cookie)).statusCode).toBe(
      200,
    );
    expect(await stored(member!.userId)).toEqual({ name: "Chair", type: "Travel Host", admin: 1 });
    const lastAdmin = await post("/update-user", { name: "Chair", type: "Travel Host", admin: false }, cookie);
    expect(lastAdmin.statusCode).toBe(409);
    expect((await stored(member!.userId)).admin).toBe(1);
  });

  it("refuses anonymous callers and bad input", async () => {
    expect((await post("/update-user", { name: "X" })).statusCode).toBe(401);
    const { cookie, member } = await actAs(server, "Founding");
    for (const body of [{ name: "" }, { name: "x".repeat(101) }, { name: "X", type: "Gold" }, { name: 7 }]) {
      expect((await post("/update-user", body, cookie)).statusCode).toBe(400);
    }
    expect((await stored(member!.userId)).name).toBe(member!.name);
  });
});

describe("POST /update-password", () => {
  it("changes the password after checking the old one, and ends the member's other sessions", async () => {
    const member = await createMember(server);
    const here = await login(server.app, member.email);
    const elsewhere = await login(server.app, member.email);
    const wrongOld = await post(
      "/update-password",
      { oldPassword: "not-it-at-all", newPassword: "Another-Fine-Pass-1" },
      here,
    );
    expect(wrongOld.statusCode).toBe(400);
    const common = await post("/update-password", { oldPassword: TEST_PASSWORD, newPassword: "password1" }, here);
    expect(common.statusCode).toBe(400);

    const done = await post(
      "/update-password",
      { oldPassword: TEST_PASSWORD, newPassword: "Another-Fine-Pass-1" },
      here,
    );
    expect(done.json()).toEqual({ message: "Password updated successfully" });
    const status = (cookie: string) => server.app.inject({ method: "GET", url: "/user-details", headers: { cookie } });
    expect((await status(here)).statusCode).toBe(200);
    expect((await status(elsewhere)).statusCode).toBe(401);
    await login(server.app, member.email, "Another-Fine-Pass-1");
  });

  it("refuses anonymous callers", async () => {
    expect((await post("/update-password", { oldPassword: "a", newPassword: "b" })).statusCode).toBe(401);
  });
});

describe("preferences", () => {
  it("are on by default and can be switched off by the member", async () => {
    const { cookie } = await actAs(server, "Travel Host");
    const get = () => server.app.inject({ method: "GET", url: "/api/me/preferences", headers: { cookie: cookie! } });
    expect((await get()).json()).toEqual({ clubAnnouncements: true, commentNotifications: true });
    const put = await server.app.inject({
      method: "PUT",
      url: "/api/me/preferences",
      payload: { clubAnnouncements: false, commentNotifications: true },
      headers: { cookie: cookie! },
    });
    expect(put.statusCode).toBe(200);
    expect((await get()).json()).toEqual({ clubAnnouncements: false, commentNotifications: true });
    expect(
      (
        await server.app.inject({
          method: "PUT",
          url: "/api/me/preferences",
          payload: { clubAnnouncements: "no" },
          headers: { cookie: cookie! },
        })
      ).statusCode,
    ).toBe(400);
    expect((await server.app.inject({ method: "GET", url: "/api/me/preferences" })).statusCode).toBe(401);
  });
});
