import { describe, expect, it } from "vitest";
import { createMember, login, startTestServer } from "../../../../test/server/harness/test-app.ts";
import { databaseSnapshot } from "../../../../test/server/kits/db-snapshot.ts";
import {
  admin,
  call,
  founding,
  guest,
  openStaysClub,
  server,
  type Who,
} from "../../../../test/server/kits/stays-club.ts";

openStaysClub();

const anonymous: Who = { cookie: undefined };
const DAY = 24 * 60 * 60 * 1000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
type Member = Who & { member: { userId: number; email: string } };

/** A member of this type holding this tier (null: none), her term running from `startedDaysAgo` for a year. */
async function memberWith(
  tier: string | null,
  type: "Standard" | "Founding" | "Travel Host" = "Founding",
  startedDaysAgo = 10,
): Promise<Member> {
  const member = await createMember(server, { type });
  const set = await call(admin, "PUT", `/api/admin/members/${member.userId}/membership`, {
    tier,
    term_start: day(-startedDaysAgo),
    term_end: day(365 - startedDaysAgo),
  });
  expect(set.statusCode, set.body).toBe(200);
  return { member, cookie: await login(server.app, member.email) };
}

async function newCommittee(body: object = {}) {
  const created = await call(admin, "POST", "/api/committees", {
    name: "Programme",
    purpose: "Plans the season.",
    ...body,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: number; tiers: string[] };
}

const seats = (committeeId: number) =>
  server.database.db.selectFrom("committee_members").selectAll().where("committee_id", "=", committeeId).execute();

describe("committees", () => {
  it("an admin creates one (open to the tiers with committee duties, from the tiers' data), edits and archives it; audited", async () => {
    const created = await call(admin, "POST", "/api/committees", { name: "  Garden ", purpose: "Keeps the garden." });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      name: "Garden",
      purpose: "Keeps the garden.",
      tiers: ["Executive", "Hosting"],
      archived: false,
      members: [],
      mine: false,
    });
    const id = created.json().id as number;

    const edited = await call(admin, "PUT", `/api/committees/${id}`, {
      name: "Garden and grounds",
      purpose: "Keeps the garden.",
      tiers: ["Hosting"],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: "Garden and grounds", tiers: ["Hosting"], archived: false });

    const archived = await call(admin, "PUT", `/api/committees/${id}`, { name: "Garden and grounds", archived: true });
    expect(archived.json()).toMatchObject({ archived: true });
    // Members no longer see it; admins do.
    const seen = (await call(guest, "GET", "/api/committees")).json().committees as { id: number }[];
    expect(seen.some((c) => c.id === id)).toBe(false);
    expect(
      ((await call(admin, "GET", "/api/committees")).json().committees as { id: number }[]).some((c) => c.id === id),
    ).toBe(true);
    expect((await call(guest, "POST", `/api/committees/${id}/members/me`)).statusCode).toBe(404);

    const audit = (await call(admin, "GET", "/api/admin/audit-log")).json() as { action: string; target: string }[];
    expect(audit.filter((e) => e.target === `committee:${id}`).map((e) => e.action)).toEqual(
      expect.arrayContaining(["committee.create", "committee.update", "committee.archive"]),
    );
  });

  it("refuses bad input with a 400 naming the field, and changes nothing", async () => {
    const { id } = await newCommittee();
    const before = await databaseSnapshot(server);
    for (const [method, url, body] of [
      ["POST", "/api/committees", {}],
      ["POST", "/api/committees", { name: "" }],
      ["POST", "/api/committees", { name: "x".repeat(81) }],
      ["POST", "/api/committees", { name: "Art", purpose: "x".repeat(1001) }],
      ["POST", "/api/committees", { name: "Art", tiers: ["Flying"] }],
      ["POST", "/api/committees", { name: "Art", tiers: ["Gold"] }],
      ["PUT", `/api/committees/${id}`, { name: "" }],
      ["PUT", `/api/committees/${id}/members/${founding.member!.userId}`, { role: "treasurer" }],
      ["PUT", `/api/committees/abc`, { name: "Art" }],
    ] as const) {
      const refused = await call(admin, method, url, body);
      expect(refused.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
      expect(refused.json().error).toEqual(expect.any(String));
    }
    const flying = await call(admin, "POST", "/api/committees", { name: "Art", tiers: ["Flying"] });
    expect(flying.json().details).toEqual([
      { path: "body.tiers", message: "The Flying tier has no committee duties: choose among the tiers that do." },
    ]);
    expect(await databaseSnapshot(server)).toEqual(before);
    expect((await call(admin, "PUT", "/api/committees/999999", { name: "Art" })).statusCode).toBe(404);
  });

  it("an Executive or Hosting member joins one open to her tier and leaves; a Flying member or one without a tier may not", async () => {
    const committee = await newCommittee({ tiers: ["Executive"] });
    const executive = await memberWith("Executive");
    const hosting = await memberWith("Hosting", "Travel Host");
    const flying = await memberWith("Flying");
    const none = await memberWith(null);

    const list = (await call(executive, "GET", "/api/committees")).json();
    expect(list.committee_duty).toBe(true);
    expect(list.committees.find((c: { id: number }) => c.id === committee.id)).toMatchObject({
      may_join: true,
      mine: false,
    });
    expect((await call(flying, "GET", "/api/committees")).json().committee_duty).toBe(false);

    const joined = await call(executive, "POST", `/api/committees/${committee.id}/members/me`);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({
      mine: true,
      may_join: false,
      members: [{ user_id: executive.member.userId, role: "member" }],
    });
    const again = await call(executive, "POST", `/api/committees/${committee.id}/members/me`);
    expect(again.statusCode).toBe(409);

    const before = await databaseSnapshot(server);
    const notHers = await call(hosting, "POST", `/api/committees/${committee.id}/members/me`);
    expect(notHers.statusCode).toBe(403);
    expect(notHers.json().error).toBe("This committee is not open to your tier: an admin can seat you on it.");
    for (const who of [flying, none]) {
      const refused = await call(who, "POST", `/api/committees/${committee.id}/members/me`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe("Your tier has no committee duties: an admin can seat you on a committee.");
    }
    expect(await databaseSnapshot(server)).toEqual(before);
    // Hosting joins a committee open to every tier with duties.
    const open = await newCommittee({ name: "Houses" });
    expect((await call(hosting, "POST", `/api/committees/${open.id}/members/me`)).statusCode).toBe(200);

    expect((await call(executive, "DELETE", `/api/committees/${committee.id}/members/me`)).json()).toMatchObject({
      mine: false,
      members: [],
    });
    expect((await call(executive, "DELETE", `/api/committees/${committee.id}/members/me`)).statusCode).toBe(404);
    expect((await call(executive, "POST", "/api/committees/999999/members/me")).statusCode).toBe(404);
  });

  it("its chair hears in her inbox that a member joined (decision 72)", async () => {
    const committee = await newCommittee();
    const chair = await memberWith("Executive");
    expect(
      (await call(admin, "PUT", `/api/committees/${committee.id}/members/${chair.member.userId}`, { role: "chair" }))
        .statusCode,
    ).toBe(200);
    const joiner = await memberWith("Executive");
    expect((await call(joiner, "POST", `/api/committees/${committee.id}/members/me`)).statusCode).toBe(200);
    const inbox = (await call(chair, "GET", "/api/me/notifications")).json();
    expect(inbox.notices[0]).toMatchObject({
      kind: "duty",
      subject: { kind: "club", title: "Programme" },
      actor: { user_id: joiner.member.userId },
    });
  });

  it("a lapsed member cannot join (403 membership_lapsed); a deactivated one is signed out (401)", async () => {
    const committee = await newCommittee();
    const lapsed = await memberWith("Executive", "Founding", 500);
    const refused = await call(lapsed, "POST", `/api/committees/${committee.id}/members/me`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("membership_lapsed");

    const leaving = await memberWith("Executive");
    await server.database.db
      .updateTable("users")
      .set({ active: 0 })
      .where("user_id", "=", leaving.member.userId)
      .execute();
    expect((await call(leaving, "POST", `/api/committees/${committee.id}/members/me`)).statusCode).toBe(401);
    expect((await call(leaving, "GET", "/api/committees")).statusCode).toBe(401);
    expect(await seats(committee.id)).toEqual([]);
  });

  it("admins seat anyone, name one chair, and unseat; members and anonymous callers may not", async () => {
    const committee = await newCommittee();
    const ada = await memberWith("Flying");
    const bea = await memberWith("Executive");
    const seat = (who: Who, userId: number, role: string) =>
      call(who, "PUT", `/api/committees/${committee.id}/members/${userId}`, { role });

    expect((await seat(admin, ada.member.userId, "chair")).statusCode).toBe(200);
    const second = await seat(admin, bea.member.userId, "chair");
    expect(second.json().members).toEqual([
      { user_id: bea.member.userId, name: expect.any(String), role: "chair" },
      { user_id: ada.member.userId, name: expect.any(String), role: "member" },
    ]);
    expect((await seat(admin, 999999, "member")).statusCode).toBe(404);

    const before = await databaseSnapshot(server);
    expect((await seat(bea, bea.member.userId, "member")).statusCode).toBe(403);
    expect((await seat(anonymous, bea.member.userId, "member")).statusCode).toBe(401);
    expect((await call(bea, "DELETE", `/api/committees/${committee.id}/members/${ada.member.userId}`)).statusCode).toBe(
      403,
    );
    expect((await call(bea, "POST", "/api/committees", { name: "Mine" })).statusCode).toBe(403);
    expect((await call(bea, "PUT", `/api/committees/${committee.id}`, { name: "Mine" })).statusCode).toBe(403);
    expect((await call(anonymous, "GET", "/api/committees")).statusCode).toBe(401);
    expect(await databaseSnapshot(server)).toEqual(before);

    const removed = await call(admin, "DELETE", `/api/committees/${committee.id}/members/${ada.member.userId}`);
    expect(removed.json().members).toHaveLength(1);
    expect(
      (await call(admin, "DELETE", `/api/committees/${committee.id}/members/${ada.member.userId}`)).statusCode,
    ).toBe(404);
    const audit = (await call(admin, "GET", "/api/admin/audit-log")).json() as { action: string; target: string }[];
    expect(audit.filter((e) => e.target === `committee:${committee.id}`).map((e) => e.action)).toEqual(
      expect.arrayContaining(["committee.seat", "committee.unseat"]),
    );
  });

  it("an admin without her second factor, where the club asks it, is refused the admins' calls", async () => {
    const strict = await startTestServer({ REQUIRE_ADMIN_2FA: "true" });
    try {
      const a = await createMember(strict, { admin: true, type: "Founding" });
      const cookie = await login(strict.app, a.email);
      for (const [method, url, payload] of [
        ["POST", "/api/committees", { name: "Art" }],
        ["PUT", "/api/committees/1", { name: "Art" }],
        ["PUT", `/api/committees/1/members/${a.userId}`, { role: "chair" }],
        ["DELETE", `/api/committees/1/members/${a.userId}`, undefined],
      ] as const) {
        const answer = await strict.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
        expect(answer.statusCode, url).toBe(403);
        expect(answer.json().code).toBe("second_factor_required");
      }
      expect(await strict.database.db.selectFrom("committees").selectAll().execute()).toEqual([]);
    } finally {
      await strict.close();
    }
  });
});
