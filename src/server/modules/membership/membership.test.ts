import { describe, expect, it } from "vitest";
import { createMember, login, startTestServer } from "../../../../test/server/harness/test-app.ts";
import { databaseSnapshot } from "../../../../test/server/kits/db-snapshot.ts";
import { eventPayload } from "../../../../test/server/kits/events-test-kit.ts";
import {
  admin,
  call,
  founding,
  guest,
  host,
  newStay,
  openStaysClub,
  requestStay,
  server,
  type Who,
} from "../../../../test/server/kits/stays-club.ts";
import { membershipState } from "../../access/index.ts";

openStaysClub();

const anonymous: Who = { cookie: undefined };
const DAY = 24 * 60 * 60 * 1000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

async function newMember(type: "Standard" | "Founding" | "Travel Host" = "Standard") {
  const member = await createMember(server, { type });
  return { member, cookie: await login(server.app, member.email) } as Who & { member: { userId: number } };
}

async function tiers() {
  return (await call(admin, "GET", "/api/admin/tiers")).json().tiers as Array<Record<string, unknown>>;
}

describe("tiers as data", () => {
  it("are seeded with the club's three tiers, read publicly with the club's currency", async () => {
    const answer = await call(anonymous, "GET", "/api/tiers");
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.currency).toBe("USD");
    expect(body.tiers.map((t: { id: string; housing_discount_pct: number }) => [t.id, t.housing_discount_pct])).toEqual(
      [
        ["Flying", 50],
        ["Executive", 80],
        ["Hosting", 100],
      ],
    );
    expect(body.tiers[0]).toMatchObject({ name: "Flying Member", min_term_months: 6, fee_period: "year" });
    expect(body.tiers[0].exhibiting_fee).toBe(0);
    expect(body.tiers[1].exhibiting_fee).toBeNull();
    expect(body.tiers[2].duties).toEqual({ volunteering: false, committees: true, hosting_months_per_year: 1 });
  });

  it("admins alone read and replace them (audited); bad input changes nothing", async () => {
    expect((await call(anonymous, "GET", "/api/admin/tiers")).statusCode).toBe(401);
    expect((await call(guest, "GET", "/api/admin/tiers")).statusCode).toBe(403);
    const current = await tiers();
    const before = await databaseSnapshot(server);
    expect((await call(anonymous, "PUT", "/api/admin/tiers", { tiers: current })).statusCode).toBe(401);
    expect((await call(guest, "PUT", "/api/admin/tiers", { tiers: current })).statusCode).toBe(403);
    for (const bad of [
      { tiers: [] },
      { tiers: [{ ...current[0], fee_amount: -1 }] },
      { tiers: [{ ...current[0], fee_amount: 12.5 }] },
      { tiers: [{ ...current[0], fee_period: "week" }] },
      { tiers: [{ ...current[0], housing_discount_pct: 120 }] },
      { tiers: [current[0], current[0]] },
      { nope: true },
    ]) {
      const answer = await call(admin, "PUT", "/api/admin/tiers", bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      expect(answer.json().code).toBe("bad_request");
    }
    expect(await databaseSnapshot(server)).toEqual(before);

    const changed = current.map((t) => (t.id === "Executive" ? { ...t, fee_amount: 120000 } : t));
    const answer = await call(admin, "PUT", "/api/admin/tiers", { tiers: changed });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().tiers[1].fee_amount).toBe(120000);
    expect((await call(anonymous, "GET", "/api/tiers")).json().tiers[1].fee_amount).toBe(120000);
    const audit = await server.database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "membership.tiers")
      .execute();
    expect(audit).toHaveLength(1);
  });

  it("a tier a member holds cannot be removed (400, nothing changed)", async () => {
    const holder = await newMember("Founding");
    await call(admin, "PUT", `/api/admin/members/${holder.member.userId}/membership`, { tier: "Executive" });
    const current = await tiers();
    const before = await databaseSnapshot(server);
    const answer = await call(admin, "PUT", "/api/admin/tiers", { tiers: current.filter((t) => t.id !== "Executive") });
    expect(answer.statusCode).toBe(400);
    expect(await databaseSnapshot(server)).toEqual(before);
  });
});

describe("a member's membership", () => {
  it("a new member's first term starts when she registers: active, no tier yet", async () => {
    const fresh = await newMember();
    const answer = await call(fresh, "GET", "/api/me/membership");
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      user_id: fresh.member.userId,
      member_type: "Standard",
      tier: null,
      term_start: day(0),
      term_end: day(365),
      state: "active",
      benefits: { housing_discount_pct: 0, may_take_part: true },
    });
    expect((await call(anonymous, "GET", "/api/me/membership")).statusCode).toBe(401);
  });

  it("admins set a member's tier and term (audited), as her member type allows; others may not", async () => {
    const member = await newMember();
    const url = `/api/admin/members/${member.member.userId}/membership`;
    const before = await databaseSnapshot(server);
    expect((await call(anonymous, "PUT", url, { tier: "Flying" })).statusCode).toBe(401);
    expect((await call(guest, "PUT", url, { tier: "Flying" })).statusCode).toBe(403);
    expect((await call(member, "PUT", url, { tier: "Flying" })).statusCode).toBe(403);
    expect((await call(admin, "PUT", url, { tier: "Gold" })).statusCode).toBe(400);
    // A Standard member does not hold the Hosting tier; a Travel Host holds only it (decision 44).
    expect((await call(admin, "PUT", url, { tier: "Hosting" })).json().code).toBe("bad_request");
    expect(
      (await call(admin, "PUT", `/api/admin/members/${host.member.userId}/membership`, { tier: "Flying" })).statusCode,
    ).toBe(400);
    // The stays' older door to a member's tier is gone (decision 52): this is the one door.
    expect(
      (await call(admin, "PUT", `/api/admin/members/${member.member.userId}/tier`, { tier: "Hosting" })).statusCode,
    ).toBe(404);
    expect((await call(admin, "PUT", url, { tier: "Flying", term_start: day(0) })).statusCode).toBe(400);
    expect((await call(admin, "PUT", url, { tier: "Flying", term_start: day(5), term_end: day(1) })).statusCode).toBe(
      400,
    );
    expect((await call(admin, "PUT", "/api/admin/members/999999/membership", { tier: null })).statusCode).toBe(404);
    expect(await databaseSnapshot(server)).toEqual(before);

    const set = await call(admin, "PUT", url, { tier: "Flying", term_start: day(-10), term_end: day(170) });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      tier: { id: "Flying" },
      term_start: day(-10),
      term_end: day(170),
      state: "active",
    });
    const mine = (await call(member, "GET", "/api/me/membership")).json();
    expect(mine).toMatchObject({ tier: { id: "Flying" }, benefits: { housing_discount_pct: 50 } });
    // Another member never sees hers: there is no way to ask for it.
    expect((await call(guest, "GET", "/api/me/membership")).json().user_id).toBe(guest.member.userId);
    expect((await call(guest, "GET", url)).statusCode).toBe(403);
    const audit = await server.database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "membership.member")
      .where("target", "=", `user:${member.member.userId}`)
      .execute();
    expect(audit).toHaveLength(1);
    expect(
      (await call(admin, "PUT", `/api/admin/members/${host.member.userId}/membership`, { tier: "Hosting" })).statusCode,
    ).toBe(200);
  });

  it("its state follows the clock: active, due 30 days before its end, grace 30 days after, then lapsed", () => {
    const end = Date.UTC(2027, 0, 31);
    expect(membershipState(end, end - 31 * DAY)).toBe("active");
    expect(membershipState(end, end - 30 * DAY)).toBe("due");
    expect(membershipState(end, end - 1)).toBe("due");
    expect(membershipState(end, end)).toBe("grace");
    expect(membershipState(end, end + 30 * DAY - 1)).toBe("grace");
    expect(membershipState(end, end + 30 * DAY)).toBe("lapsed");
  });

  it("goes due, into grace, lapses, and an admin renews it", async () => {
    const member = await newMember();
    const url = `/api/admin/members/${member.member.userId}/membership`;
    for (const [start, end, state] of [
      [-300, 20, "due"],
      [-380, -10, "grace"],
      [-420, -40, "lapsed"],
      [-40, 325, "active"],
    ] as const) {
      await call(admin, "PUT", url, { tier: "Flying", term_start: day(start), term_end: day(end) });
      expect((await call(member, "GET", "/api/me/membership")).json().state).toBe(state);
    }
  });
});

describe("lapse has meaning", () => {
  it("a lapsed member signs in and reads her membership, but cannot request a stay or join an event (403)", async () => {
    const member = await newMember("Founding");
    const url = `/api/admin/members/${member.member.userId}/membership`;
    await call(admin, "PUT", url, { tier: "Flying", term_start: day(-420), term_end: day(-40) });
    const mine = (await call(member, "GET", "/api/me/membership")).json();
    expect(mine).toMatchObject({ state: "lapsed", benefits: { housing_discount_pct: 0, may_take_part: false } });

    const stay = await newStay();
    const refused = await requestStay(stay.id, member, 40);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "membership_lapsed" });
    expect(refused.json().message).toMatch(/lapsed/);

    const event = (await call(founding, "POST", "/api/events", eventPayload())).json();
    const join = await call(member, "POST", `/api/events/${event.id}/join`, {});
    expect(join.statusCode, join.body).toBe(403);
    expect(join.json().code).toBe("membership_lapsed");

    // In grace she still takes part; renewed, she takes part again.
    await call(admin, "PUT", url, { tier: "Flying", term_start: day(-380), term_end: day(-10) });
    expect((await call(member, "POST", `/api/events/${event.id}/join`, {})).statusCode).toBe(200);
    await call(admin, "PUT", url, { tier: "Flying", term_start: day(0), term_end: day(365) });
    expect((await requestStay(stay.id, member, 40)).statusCode).toBe(201);
  });
});

describe("the stay discount comes from her tier", () => {
  it("prices a stay with each tier's discount; Hosting stays are free", async () => {
    const stay = await newStay({ nightly_contribution: 150 });
    const member = await newMember("Founding");
    const url = `/api/admin/members/${member.member.userId}/membership`;
    let from = 26;
    const contribution = async () => (await requestStay(stay.id, member, (from += 5), 4)).json().contribution;
    expect(await contribution()).toMatchObject({ subtotal: 600, tier: null, discount_percent: 0, total: 600 });
    for (const [tier, percent, total] of [
      ["Flying", 50, 300],
      ["Executive", 80, 120],
      ["Hosting", 100, 0],
    ] as const) {
      expect((await call(admin, "PUT", url, { tier })).statusCode).toBe(200);
      expect(await contribution()).toMatchObject({ tier, discount_percent: percent, total });
    }
    // The tier's figure, as an admin edits it, is the one charged.
    const edited = (await tiers()).map((t) => (t.id === "Hosting" ? { ...t, housing_discount_pct: 90 } : t));
    expect((await call(admin, "PUT", "/api/admin/tiers", { tiers: edited })).statusCode).toBe(200);
    expect(await contribution()).toMatchObject({ tier: "Hosting", discount_percent: 90, total: 60 });
  });
});

describe("an admin without her second factor", () => {
  it("is refused the admin calls (403 second_factor_required)", async () => {
    const strict = await startTestServer({ REQUIRE_ADMIN_2FA: "true" });
    try {
      const a = await createMember(strict, { admin: true, type: "Founding" });
      const cookie = await login(strict.app, a.email);
      for (const [method, url, payload] of [
        ["GET", "/api/admin/tiers", undefined],
        ["PUT", "/api/admin/tiers", { tiers: [] }],
        ["PUT", `/api/admin/members/${a.userId}/membership`, { tier: "Flying" }],
      ] as const) {
        const answer = await strict.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
        expect(answer.statusCode, url).toBe(403);
        expect(answer.json().code).toBe("second_factor_required");
      }
      expect(
        (await strict.app.inject({ method: "GET", url: "/api/me/membership", headers: { cookie } })).statusCode,
      ).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
