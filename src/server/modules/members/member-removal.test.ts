import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createMember,
  login,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";
import { databaseSnapshot } from "../../../../test/server/kits/db-snapshot.ts";
import { eventPayload } from "../../../../test/server/kits/events-test-kit.ts";
import { ageProof } from "../../../../test/server/kits/step-up-kit.ts";

const DAY = 24 * 60 * 60_000;
let server: TestServer;
let admin: { userId: number; cookie: string };

const remove = (cookie: string | undefined, userId: number | string) =>
  server.app.inject({ method: "POST", url: `/api/users/${userId}/remove`, headers: cookie ? { cookie } : {} });
const closureOf = (userId: number) =>
  server.database.db
    .selectFrom("account_closures")
    .select(["by_admin", "keep_comments", "leave_event_photos", "erased_at", "erase_after"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
const audit = (userId: number) =>
  server.database.db
    .selectFrom("audit_log")
    .select(["action", "details"])
    .where("target", "=", `user:${userId}`)
    .orderBy("id")
    .execute();

beforeAll(async () => {
  server = await startTestServer();
  const created = await createMember(server, { admin: true, type: "Founding" });
  admin = { userId: created.userId, cookie: await login(server.app, created.email) };
});
afterAll(async () => {
  await server.close();
});

describe("an admin removing a member (POST /api/users/:userId/remove)", () => {
  it("is refused to anyone not signed in (401) and to members (403), changing nothing", async () => {
    const target = await createMember(server);
    const member = await createMember(server);
    expect((await remove(undefined, target.userId)).statusCode).toBe(401);
    expect((await remove(await login(server.app, member.email), target.userId)).statusCode).toBe(403);
    expect(await closureOf(target.userId)).toBeUndefined();
  });

  it.each([
    ["an unknown member", 999_999, 404],
    ["a member id that is not a number", "ada", 400],
  ])("answers %s with a clear 4xx, changing nothing", async (_what, id, status) => {
    const before = await databaseSnapshot(server);
    const answer = await remove(admin.cookie, id);
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toMatchObject({ message: expect.any(String) });
    expect(await databaseSnapshot(server)).toEqual(before);
  });

  it("refuses her own account, and asks a step-up when her last proof is old", async () => {
    const self = await remove(admin.cookie, admin.userId);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe("Your own account is closed from Settings → Privacy, not here.");
    const target = await createMember(server);
    await ageProof(server, admin.userId);
    expect((await remove(admin.cookie, target.userId)).statusCode).toBe(403);
    expect(await closureOf(target.userId)).toBeUndefined();
    admin.cookie = await login(
      server.app,
      (
        await server.database.db
          .selectFrom("users")
          .select("email")
          .where("user_id", "=", admin.userId)
          .executeTakeFirstOrThrow()
      ).email,
    );
  });

  it("signs her out and deactivates her at once; reactivating her before the period keeps her account", async () => {
    const target = await createMember(server);
    const cookie = await login(server.app, target.email);
    const answer = await remove(admin.cookie, target.userId);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe(
      "Member removed: she is signed out, and her account will be erased in 30 days. Reactivating her before then keeps it.",
    );
    expect((await server.app.inject({ method: "GET", url: "/api/me/privacy", headers: { cookie } })).statusCode).toBe(
      401,
    );
    const closure = await closureOf(target.userId);
    expect(closure).toMatchObject({ by_admin: 1, keep_comments: 1, leave_event_photos: 1, erased_at: null });
    expect(Number(closure!.erase_after) - Date.now()).toBeGreaterThan(29 * DAY);
    // Removing again while it is under way says so.
    const again = await remove(admin.cookie, target.userId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This account is already being closed.");

    const reactivated = await server.app.inject({
      method: "PUT",
      url: `/api/users/${target.userId}/active`,
      payload: { active: true },
      headers: { cookie: admin.cookie },
    });
    expect(reactivated.statusCode).toBe(200);
    expect(await closureOf(target.userId)).toBeUndefined();
    expect(await server.app.privacy.eraseDueAccounts(() => Date.now() + 31 * DAY)).toBe(0);
    expect((await audit(target.userId)).map((entry) => entry.action)).toEqual(["user.remove", "user.reactivate"]);
  });

  it("erases her after the same period as a closed account: no row with her name or address on any table", async () => {
    const target = await createMember(server, {
      name: "Ottilie Marchetti",
      email: "ottilie.marchetti@salon.test",
      type: "Founding",
    });
    const cookie = await login(server.app, target.email);
    const event = await server.app.inject({
      method: "POST",
      url: "/api/events",
      payload: eventPayload({ title: "Ottilie's supper" }),
      headers: { cookie },
    });
    expect(event.statusCode).toBe(201);
    const comment = await server.app.inject({
      method: "POST",
      url: "/api/comments",
      payload: { commentableId: event.json().id, content: "Bring your own stories" },
      headers: { cookie },
    });
    expect(comment.statusCode).toBeLessThan(300);
    expect((await remove(admin.cookie, target.userId)).statusCode).toBe(200);

    // Not before its time; then once, by the privacy jobs' daily pass.
    expect(await server.app.privacy.eraseDueAccounts()).toBe(0);
    expect(await server.app.privacy.eraseDueAccounts(() => Date.now() + 31 * DAY)).toBe(1);

    const snapshot = await databaseSnapshot(server);
    for (const [table, rows] of Object.entries(snapshot))
      for (const row of rows) {
        expect(row, table).not.toContain(target.name);
        expect(row.toLowerCase(), table).not.toContain(target.email);
      }
    // What she shared stays as a former member's; admins read that she was removed and erased, not what went.
    const thread = await server.app.inject({
      method: "GET",
      url: `/api/comments?commentableId=${event.json().id}`,
      headers: { cookie: admin.cookie },
    });
    expect(thread.body).toContain("Bring your own stories");
    expect(thread.body).toContain("Former member");
    expect(await audit(target.userId)).toEqual([
      { action: "user.remove", details: null },
      { action: "account.erased", details: null },
    ]);
    const refused = await server.app.inject({
      method: "POST",
      url: "/login",
      payload: { email: target.email, password: TEST_PASSWORD },
    });
    expect(refused.statusCode).toBe(401);
  });
});
