import { describe, expect, it } from "vitest";
import { createMember, login, startTestServer } from "../../../../test/server/harness/test-app.ts";
import { databaseSnapshot } from "../../../../test/server/kits/db-snapshot.ts";
import { admin, call, openStaysClub, server, type Who } from "../../../../test/server/kits/stays-club.ts";
import { addMonths } from "./change-requests-service.ts";

openStaysClub();

const anonymous: Who = { cookie: undefined };
const DAY = 24 * 60 * 60 * 1000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const ASK = "/api/me/membership/change-request";
const LIST = "/api/admin/membership/change-requests";

async function newMember(type: "Standard" | "Founding" | "Travel Host" = "Standard") {
  const member = await createMember(server, { type });
  return { member, cookie: await login(server.app, member.email) } as Who & {
    member: { userId: number; email: string };
  };
}

/** Her tier, with a term that started `startedDaysAgo` days ago (and runs a year from then). */
async function holding(who: Who & { member: { userId: number } }, tier: string, startedDaysAgo: number) {
  const set = await call(admin, "PUT", `/api/admin/members/${who.member.userId}/membership`, {
    tier,
    term_start: day(-startedDaysAgo),
    term_end: day(365 - startedDaysAgo),
  });
  expect(set.statusCode, set.body).toBe(200);
}

const requestsOf = (userId: number) =>
  server.database.db.selectFrom("membership_change_requests").selectAll().where("user_id", "=", userId).execute();

describe("a member asks to change tier", () => {
  it("after her tier's minimum term: one open request, an admin approves, her tier changes, audited and told", async () => {
    const ada = await newMember("Standard");
    await holding(ada, "Flying", 200);
    expect((await call(ada, "GET", ASK)).json()).toEqual({ request: null });

    const asked = await call(ada, "POST", ASK, {
      tier_id: "Executive",
      note: "  I would like to sit on a committee. ",
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({
      user_id: ada.member.userId,
      from_tier: "Flying",
      tier_id: "Executive",
      note: "I would like to sit on a committee.",
      status: "open",
      decided_at: null,
    });
    expect((await call(ada, "GET", ASK)).json().request).toMatchObject({ id: asked.json().id, status: "open" });

    // One open at a time.
    const before = await databaseSnapshot(server);
    const again = await call(ada, "POST", ASK, { tier_id: "Executive" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/waiting already/);
    expect(await databaseSnapshot(server)).toEqual(before);

    const listed = (await call(admin, "GET", LIST)).json().requests as { id: number; member_name: string }[];
    expect(listed.find((r) => r.id === asked.json().id)).toMatchObject({ status: "open", tier_id: "Executive" });

    const approved = await call(admin, "POST", `${LIST}/${asked.json().id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: "approved", decided_at: expect.any(String) });
    expect((await call(ada, "GET", "/api/me/membership")).json().tier.id).toBe("Executive");
    // Answered once: a second answer changes nothing.
    expect((await call(admin, "POST", `${LIST}/${asked.json().id}/decline`)).statusCode).toBe(409);
    expect((await call(ada, "GET", "/api/me/membership")).json().tier.id).toBe("Executive");

    const audit = (await call(admin, "GET", "/api/admin/audit-log")).json() as { action: string; target: string }[];
    const actions = audit.filter((e) => e.target === `user:${ada.member.userId}`).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["membership.change-request", "membership.change-request.approve"]));
    const inbox = (await call(ada, "GET", "/api/me/notifications")).json();
    expect(JSON.stringify(inbox)).toContain("your change to the Executive Member tier is approved");
  });

  it("before the minimum term ends: 400 naming the day she may ask from, nothing written", async () => {
    const bea = await newMember("Standard");
    await holding(bea, "Flying", 10);
    const before = await databaseSnapshot(server);
    const refused = await call(bea, "POST", ASK, { tier_id: "Executive" });
    expect(refused.statusCode).toBe(400);
    const from = new Date(addMonths(Date.parse(`${day(-10)}T00:00:00Z`), 6)).toISOString().slice(0, 10);
    expect(refused.json().details).toEqual([
      { path: "body.tier_id", message: expect.stringContaining(`minimum term of 6 months runs to ${from}`) },
    ]);
    expect(await databaseSnapshot(server)).toEqual(before);
  });

  it("refuses a tier her type may not hold, no such tier, her own tier, or a bad note, with a 400; nothing written", async () => {
    const host = await newMember("Travel Host");
    await holding(host, "Hosting", 400);
    const std = await newMember("Standard");
    const before = await databaseSnapshot(server);
    for (const [who, body] of [
      [host, { tier_id: "Flying" }],
      [std, { tier_id: "Hosting" }],
      [std, { tier_id: "Gold" }],
      [host, { tier_id: "Hosting" }],
      [std, { tier_id: "" }],
      [std, { tier_id: "Flying", note: "x".repeat(501) }],
      [std, {}],
    ] as const) {
      const refused = await call(who, "POST", ASK, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().error).toEqual(expect.any(String));
    }
    expect(await databaseSnapshot(server)).toEqual(before);
    // Without a tier there is no minimum term: she asks at once.
    expect((await call(std, "POST", ASK, { tier_id: "Flying" })).statusCode).toBe(201);
  });

  it("a lapsed member may ask, to come back into a tier", async () => {
    const cleo = await newMember("Founding");
    await call(admin, "PUT", `/api/admin/members/${cleo.member.userId}/membership`, {
      tier: "Flying",
      term_start: day(-420),
      term_end: day(-55),
    });
    expect((await call(cleo, "GET", "/api/me/membership")).json().state).toBe("lapsed");
    expect((await call(cleo, "POST", ASK, { tier_id: "Hosting" })).statusCode).toBe(201);
  });

  it("an admin declines: her tier stays, she is told; a request that is gone is 404", async () => {
    const dora = await newMember("Founding");
    const asked = (await call(dora, "POST", ASK, { tier_id: "Executive" })).json();
    const declined = await call(admin, "POST", `${LIST}/${asked.id}/decline`);
    expect(declined.json()).toMatchObject({ status: "declined" });
    expect((await call(dora, "GET", "/api/me/membership")).json().tier).toBeNull();
    expect((await requestsOf(dora.member.userId)).map((r) => r.status)).toEqual(["declined"]);
    // Answered, she may ask again.
    expect((await call(dora, "POST", ASK, { tier_id: "Flying" })).statusCode).toBe(201);
    expect((await call(admin, "POST", `${LIST}/999999/approve`)).statusCode).toBe(404);
    expect((await call(admin, "POST", `${LIST}/abc/approve`)).statusCode).toBe(400);
  });

  it("who may: she reads and asks only her own; another member, anonymous and non-admins are refused the admins' calls", async () => {
    const eve = await newMember("Standard");
    const other = await newMember("Standard");
    const asked = (await call(eve, "POST", ASK, { tier_id: "Flying" })).json();
    // Another member reads only her own (none): no id names another's.
    expect((await call(other, "GET", ASK)).json()).toEqual({ request: null });
    expect((await call(anonymous, "GET", ASK)).statusCode).toBe(401);
    expect((await call(anonymous, "POST", ASK, { tier_id: "Flying" })).statusCode).toBe(401);
    const before = await databaseSnapshot(server);
    for (const who of [other, eve, anonymous]) {
      const expected = who === anonymous ? 401 : 403;
      expect((await call(who, "GET", LIST)).statusCode).toBe(expected);
      expect((await call(who, "POST", `${LIST}/${asked.id}/approve`)).statusCode).toBe(expected);
      expect((await call(who, "POST", `${LIST}/${asked.id}/decline`)).statusCode).toBe(expected);
    }
    expect(await databaseSnapshot(server)).toEqual(before);
  });

  it("an admin without her second factor, where the club asks it, is refused the admins' calls", async () => {
    const strict = await startTestServer({ REQUIRE_ADMIN_2FA: "true" });
    try {
      const a = await createMember(strict, { admin: true, type: "Founding" });
      const m = await createMember(strict, { type: "Founding" });
      const mCookie = await login(strict.app, m.email);
      const asked = await strict.app.inject({
        method: "POST",
        url: ASK,
        headers: { cookie: mCookie },
        payload: { tier_id: "Flying" },
      });
      expect(asked.statusCode, asked.body).toBe(201);
      const cookie = await login(strict.app, a.email);
      for (const [method, url] of [
        ["GET", LIST],
        ["POST", `${LIST}/${asked.json().id}/approve`],
        ["POST", `${LIST}/${asked.json().id}/decline`],
      ] as const) {
        const answer = await strict.app.inject({ method, url, headers: { cookie } });
        expect(answer.statusCode, url).toBe(403);
        expect(answer.json().code).toBe("second_factor_required");
      }
      const rows = await strict.database.db.selectFrom("membership_change_requests").select("status").execute();
      expect(rows).toEqual([{ status: "open" }]);
    } finally {
      await strict.close();
    }
  });
});

describe("addMonths", () => {
  it("counts calendar months, keeping the day or the month's last", () => {
    expect(new Date(addMonths(Date.UTC(2026, 0, 31), 1)).toISOString().slice(0, 10)).toBe("2026-02-28");
    expect(new Date(addMonths(Date.UTC(2026, 5, 15), 6)).toISOString().slice(0, 10)).toBe("2026-12-15");
  });
});
