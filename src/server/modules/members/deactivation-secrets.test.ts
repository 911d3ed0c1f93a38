import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  actAs,
  createMember,
  linkToken,
  login,
  startTestServer,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";
import { mailPayload } from "../../../../test/server/kits/mailings-test-kit.ts";

/** Deactivation ends a member's secret links; a reactivated member gets new ones. */
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await actAs(server, "admin")).cookie!;
});
afterAll(async () => {
  await server.close();
});

const as = (cookie: string | undefined, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  server.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });
const setActive = (userId: number, active: boolean) => as(admin, "PUT", `/api/users/${userId}/active`, { active });
const oneClick = (path: string) =>
  server.app.inject({
    method: "POST",
    url: path,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "List-Unsubscribe=One-Click",
  });

describe("deactivating a member", () => {
  it("ends her calendar feed URL, which stays dead after she is reactivated; she makes a new one", async () => {
    const member = await createMember(server, { type: "Founding" });
    const cookie = await login(server.app, member.email);
    const feed = new URL((await as(cookie, "POST", "/api/me/calendar-feed")).json().url).pathname;
    expect((await server.app.inject({ method: "GET", url: feed })).statusCode).toBe(200);

    expect((await setActive(member.userId, false)).statusCode).toBe(200);
    expect((await server.app.inject({ method: "GET", url: feed })).statusCode).toBe(404);
    expect((await setActive(member.userId, true)).statusCode).toBe(200);
    expect((await server.app.inject({ method: "GET", url: feed })).statusCode).toBe(404);
    const again = await login(server.app, member.email);
    expect((await as(again, "GET", "/api/me/calendar-feed")).json()).toMatchObject({ active: false });
    const renewed = new URL((await as(again, "POST", "/api/me/calendar-feed")).json().url).pathname;
    expect(renewed).not.toBe(feed);
    expect((await server.app.inject({ method: "GET", url: renewed })).statusCode).toBe(200);
    expect((await server.app.inject({ method: "GET", url: feed })).statusCode).toBe(404);
  });

  it("ends her unsubscribe links, which change nothing after she is reactivated; the next mailing brings a new one", async () => {
    const member = await createMember(server, { type: "Founding" });
    expect(
      (
        await as(
          admin,
          "POST",
          "/api/admin/send-email",
          mailPayload({ recipientGroup: "selected", selectedMemberIds: [member.userId] }),
        )
      ).statusCode,
    ).toBe(200);
    const link = `/unsubscribe/${await linkToken(server, member.email, "/unsubscribe/")}`;
    expect((await server.app.inject({ method: "GET", url: link })).statusCode).toBe(200);

    expect((await setActive(member.userId, false)).statusCode).toBe(200);
    expect((await oneClick(link)).statusCode).toBe(404);
    expect((await setActive(member.userId, true)).statusCode).toBe(200);
    expect((await oneClick(link)).statusCode).toBe(404);
    const cookie = await login(server.app, member.email);
    expect((await as(cookie, "GET", "/api/me/preferences")).json()).toMatchObject({ clubAnnouncements: true });

    expect(
      (
        await as(
          admin,
          "POST",
          "/api/admin/send-email",
          mailPayload({ recipientGroup: "selected", selectedMemberIds: [member.userId] }),
        )
      ).statusCode,
    ).toBe(200);
    const renewed = `/unsubscribe/${await linkToken(server, member.email, "/unsubscribe/")}`;
    expect(renewed).not.toBe(link);
    expect((await oneClick(renewed)).statusCode).toBe(200);
    expect((await as(cookie, "GET", "/api/me/preferences")).json()).toMatchObject({ clubAnnouncements: false });
  });
});
