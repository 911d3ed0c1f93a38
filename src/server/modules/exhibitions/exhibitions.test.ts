import { describe, expect, it } from "vitest";
import { createMember, login } from "../../../../test/server/harness/test-app.ts";
import { databaseSnapshot } from "../../../../test/server/kits/db-snapshot.ts";
import { eventPayload } from "../../../../test/server/kits/events-test-kit.ts";
import { plainJpeg, upload } from "../../../../test/server/kits/gallery-test-kit.ts";
import { admin, call, host, openStaysClub, server, type Who } from "../../../../test/server/kits/stays-club.ts";

openStaysClub();

const anonymous: Who = { cookie: undefined };
const DAY = 24 * 60 * 60 * 1000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
type Member = Who & { member: { userId: number; email: string }; piece: string };
const FLYING_FEE = 4500;

async function setExhibitingFee(tierId: string, exhibiting_fee: number | null) {
  const tiers = (await call(admin, "GET", "/api/admin/tiers")).json().tiers as Array<Record<string, unknown>>;
  const changed = tiers.map((t) => (t.id === tierId ? { ...t, exhibiting_fee } : t));
  expect((await call(admin, "PUT", "/api/admin/tiers", { tiers: changed })).statusCode).toBe(200);
}

/** A member of this tier whose term began `startedDaysAgo` days ago, with one piece in her showcase. */
async function memberWith(tier: string, type = "Founding", startedDaysAgo = 10): Promise<Member> {
  const member = await createMember(server, { type: type as "Founding" });
  const set = await call(admin, "PUT", `/api/admin/members/${member.userId}/membership`, {
    tier,
    term_start: day(-startedDaysAgo),
    term_end: day(365 - startedDaysAgo),
  });
  expect(set.statusCode, set.body).toBe(200);
  const cookie = await login(server.app, member.email);
  const uploaded = await upload(
    server,
    cookie,
    { data: await plainJpeg(64, 48), name: "piece.jpg" },
    { title: "Tide" },
  );
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const piece = uploaded.json().id as string;
  const showcase = { pieces: [{ image_id: piece, title: "Tide at Étretat", medium: "Oil on linen" }] };
  expect((await call({ cookie }, "PUT", "/api/me/showcase", showcase)).statusCode).toBe(200);
  return { member, cookie, piece };
}

/** An event the organiser (a Travel Host) creates and makes an exhibition. */
async function exhibition(overrides: Record<string, unknown> = {}) {
  const created = await call(host, "POST", "/api/events", eventPayload({ title: "Autumn salon", ...overrides }));
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as string;
  const opened = await call(host, "PUT", `/api/events/${id}/exhibition`, { exhibition: true });
  expect(opened.statusCode, opened.body).toBe(200);
  return id;
}

const exhibitsUrl = (eventId: string) => `/api/events/${eventId}/exhibits`;
const ledgerOf = async (who: Who) => (await call(who, "GET", "/api/me/ledger")).json();
const exhibitRows = (eventId: string) =>
  server.database.db.selectFrom("exhibits").selectAll().where("event_id", "=", eventId).execute();

describe("exhibiting a showcase piece", () => {
  it("a Flying member exhibits: her tier's fee is on her ledger; withdrawn before it begins, it is credited back", async () => {
    await setExhibitingFee("Flying", FLYING_FEE);
    const eventId = await exhibition();
    const flying = await memberWith("Flying");
    const before = (await call(flying, "GET", exhibitsUrl(eventId))).json();
    expect(before).toMatchObject({ exhibition: true, exhibits: [], may_exhibit: true, may_manage: false, fee: 4500 });

    const shown = await call(flying, "POST", exhibitsUrl(eventId), { image_id: flying.piece });
    expect(shown.statusCode, shown.body).toBe(201);
    expect(shown.json().exhibits).toEqual([
      expect.objectContaining({
        image_id: flying.piece,
        title: "Tide at Étretat",
        medium: "Oil on linen",
        member: { user_id: flying.member.userId, name: expect.any(String) },
        mine: true,
        may_withdraw: true,
      }),
    ]);
    const charged = await ledgerOf(flying);
    expect(charged).toMatchObject({ charged: FLYING_FEE, balance: FLYING_FEE });
    expect(charged.entries[0]).toMatchObject({
      kind: "charge",
      amount: FLYING_FEE,
      description: "Exhibiting fee: “Tide at Étretat” at Autumn salon",
    });

    // Once a piece an exhibition: a second try changes nothing and charges nothing.
    const again = await call(flying, "POST", exhibitsUrl(eventId), { image_id: flying.piece });
    expect(again.statusCode).toBe(409);
    expect((await ledgerOf(flying)).entries).toHaveLength(1);

    // Another member, the organiser and an admin see it; the organiser may remove it, another member may not.
    const other = await memberWith("Executive");
    expect((await call(other, "GET", exhibitsUrl(eventId))).json().exhibits[0]).toMatchObject({
      mine: false,
      may_withdraw: false,
    });
    expect((await call(host, "GET", exhibitsUrl(eventId))).json().exhibits[0].may_withdraw).toBe(true);
    expect((await call(other, "DELETE", `${exhibitsUrl(eventId)}/${flying.piece}`)).statusCode).toBe(403);

    const withdrawn = await call(flying, "DELETE", `${exhibitsUrl(eventId)}/${flying.piece}`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().exhibits).toEqual([]);
    const credited = await ledgerOf(flying);
    expect(credited).toMatchObject({ charged: 0, balance: 0 });
    expect(credited.entries.map((e: { kind: string; amount: number }) => [e.kind, e.amount])).toEqual([
      ["credit", FLYING_FEE],
      ["charge", FLYING_FEE],
    ]);
    expect((await call(flying, "DELETE", `${exhibitsUrl(eventId)}/${flying.piece}`)).statusCode).toBe(404);
    const audit = await server.database.db
      .selectFrom("audit_log")
      .select("action")
      .where("target", "=", `event:${eventId}`)
      .orderBy("id")
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["exhibition.open", "exhibit.add", "exhibit.withdraw"]);
  });

  it("Executive and Hosting members exhibit free: no ledger line", async () => {
    await setExhibitingFee("Flying", FLYING_FEE);
    const eventId = await exhibition();
    const executive = await memberWith("Executive");
    const hosting = await memberWith("Hosting", "Travel Host");
    for (const who of [executive, hosting]) {
      expect((await call(who, "GET", exhibitsUrl(eventId))).json().fee).toBe(0);
      const shown = await call(who, "POST", exhibitsUrl(eventId), { image_id: who.piece });
      expect(shown.statusCode, shown.body).toBe(201);
      expect((await ledgerOf(who)).entries).toEqual([]);
    }
    expect((await exhibitRows(eventId)).map((r) => Number(r.fee))).toEqual([0, 0]);
  });

  it("a lapsed member cannot exhibit (403 membership_lapsed); a deactivated one is signed out and her exhibit leaves", async () => {
    await setExhibitingFee("Flying", FLYING_FEE);
    const eventId = await exhibition();
    const lapsed = await memberWith("Flying", "Founding", 500);
    expect((await call(lapsed, "GET", exhibitsUrl(eventId))).json().may_exhibit).toBe(false);
    const refused = await call(lapsed, "POST", exhibitsUrl(eventId), { image_id: lapsed.piece });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("membership_lapsed");
    expect(await exhibitRows(eventId)).toEqual([]);
    expect((await ledgerOf(lapsed)).entries).toEqual([]);

    const leaving = await memberWith("Executive");
    expect((await call(leaving, "POST", exhibitsUrl(eventId), { image_id: leaving.piece })).statusCode).toBe(201);
    await server.database.db
      .updateTable("users")
      .set({ active: 0 })
      .where("user_id", "=", leaving.member.userId)
      .execute();
    expect((await call(leaving, "GET", exhibitsUrl(eventId))).statusCode).toBe(401);
    expect((await call(leaving, "POST", exhibitsUrl(eventId), { image_id: leaving.piece })).statusCode).toBe(401);
    expect((await call(host, "GET", exhibitsUrl(eventId))).json().exhibits).toEqual([]);
  });

  it("an invite-only exhibition: hidden from an uninvited member (404), open to an invitee", async () => {
    const eventId = await exhibition({ exclusivity: "invite-only" });
    const uninvited = await memberWith("Executive");
    const before = await databaseSnapshot(server);
    expect((await call(uninvited, "GET", exhibitsUrl(eventId))).statusCode).toBe(404);
    expect((await call(uninvited, "POST", exhibitsUrl(eventId), { image_id: uninvited.piece })).statusCode).toBe(404);
    expect(await databaseSnapshot(server)).toEqual(before);

    const invitee = await memberWith("Executive");
    const invited = await call(host, "POST", "/api/events/invite", { eventId, userIds: [invitee.member.userId] });
    expect(invited.statusCode, invited.body).toBe(200);
    expect((await call(invitee, "POST", exhibitsUrl(eventId), { image_id: invitee.piece })).statusCode).toBe(201);
  });

  it("a confidential exhibition: its exhibits are its inside, for those taking part", async () => {
    const eventId = await exhibition({ confidential: true });
    const outsider = await memberWith("Executive");
    const outside = (await call(outsider, "GET", exhibitsUrl(eventId))).json();
    expect(outside).toMatchObject({ exhibition: true, inside_visible: false, exhibits: [], may_exhibit: false });
    const refused = await call(outsider, "POST", exhibitsUrl(eventId), { image_id: outsider.piece });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/join it first/);

    const joined = await call(outsider, "POST", `/api/events/${eventId}/join`);
    expect(joined.statusCode, joined.body).toBeLessThan(300);
    expect((await call(outsider, "POST", exhibitsUrl(eventId), { image_id: outsider.piece })).statusCode).toBe(201);
    const stranger = await memberWith("Executive");
    expect((await call(stranger, "GET", exhibitsUrl(eventId))).json().exhibits).toEqual([]);
    expect((await call(admin, "GET", exhibitsUrl(eventId))).json().exhibits).toHaveLength(1);
  });

  it("once it begins: nothing added, her withdrawal refused; the organiser removes without a credit", async () => {
    await setExhibitingFee("Flying", FLYING_FEE);
    const eventId = await exhibition();
    const flying = await memberWith("Flying");
    expect((await call(flying, "POST", exhibitsUrl(eventId), { image_id: flying.piece })).statusCode).toBe(201);
    await server.database.db
      .updateTable("events")
      .set({ starts_at: Date.now() - DAY })
      .where("id", "=", eventId)
      .execute();
    const late = await memberWith("Executive");
    expect((await call(late, "POST", exhibitsUrl(eventId), { image_id: late.piece })).statusCode).toBe(409);
    const refused = await call(flying, "DELETE", `${exhibitsUrl(eventId)}/${flying.piece}`);
    expect(refused.statusCode).toBe(403);
    expect((await call(host, "DELETE", `${exhibitsUrl(eventId)}/${flying.piece}`)).statusCode).toBe(200);
    expect(await ledgerOf(flying)).toMatchObject({ charged: FLYING_FEE });
  });

  it("only its organiser or an admin makes an event an exhibition; not stopped while pieces hang", async () => {
    const created = await call(host, "POST", "/api/events", eventPayload());
    const eventId = created.json().id as string;
    const member = await memberWith("Executive");
    expect((await call(member, "GET", exhibitsUrl(eventId))).json()).toMatchObject({
      exhibition: false,
      may_exhibit: false,
    });
    const notOne = await call(member, "POST", exhibitsUrl(eventId), { image_id: member.piece });
    expect(notOne.statusCode).toBe(409);
    expect((await call(member, "PUT", `/api/events/${eventId}/exhibition`, { exhibition: true })).statusCode).toBe(403);
    expect((await call(anonymous, "PUT", `/api/events/${eventId}/exhibition`, { exhibition: true })).statusCode).toBe(
      401,
    );
    expect((await call(admin, "PUT", `/api/events/${eventId}/exhibition`, { exhibition: true })).statusCode).toBe(200);
    expect((await call(member, "POST", exhibitsUrl(eventId), { image_id: member.piece })).statusCode).toBe(201);
    expect((await call(host, "PUT", `/api/events/${eventId}/exhibition`, { exhibition: false })).statusCode).toBe(409);
    expect((await call(admin, "DELETE", `${exhibitsUrl(eventId)}/${member.piece}`)).statusCode).toBe(200);
    const stopped = await call(host, "PUT", `/api/events/${eventId}/exhibition`, { exhibition: false });
    expect(stopped.json()).toMatchObject({ exhibition: false });
  });

  it("an event that has begun or was cancelled does not become an exhibition (409), nothing changes", async () => {
    const begun = (await call(host, "POST", "/api/events", eventPayload())).json().id as string;
    await server.database.db
      .updateTable("events")
      .set({ starts_at: Date.now() - DAY })
      .where("id", "=", begun)
      .execute();
    const cancelled = (await call(host, "POST", "/api/events", eventPayload())).json().id as string;
    expect((await call(host, "POST", `/api/events/${cancelled}/cancel`, {})).statusCode).toBe(200);
    for (const eventId of [begun, cancelled])
      for (const who of [host, admin]) {
        const refused = await call(who, "PUT", `/api/events/${eventId}/exhibition`, { exhibition: true });
        expect(refused.statusCode, refused.body).toBe(409);
        expect(refused.json()).toMatchObject({ code: "conflict" });
        expect((await call(who, "GET", exhibitsUrl(eventId))).json()).toMatchObject({
          exhibition: false,
          closed: true,
        });
      }
  });

  it("bad input: a clear 400 or 404, nothing changed", async () => {
    const eventId = await exhibition();
    const member = await memberWith("Executive");
    const someoneElse = await memberWith("Executive");
    const before = await databaseSnapshot(server);
    for (const body of [{}, { image_id: "" }, { image_id: 12 }, { image_id: "x".repeat(201) }]) {
      const answer = await call(member, "POST", exhibitsUrl(eventId), body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
    }
    const notHers = await call(member, "POST", exhibitsUrl(eventId), { image_id: someoneElse.piece });
    expect(notHers.statusCode).toBe(400);
    expect(notHers.json().details[0]).toMatchObject({ path: "body.image_id" });
    for (const body of [{}, { exhibition: "yes" }, { exhibition: 1 }])
      expect((await call(host, "PUT", `/api/events/${eventId}/exhibition`, body)).statusCode).toBe(400);
    expect((await call(member, "GET", exhibitsUrl("no-such-event"))).statusCode).toBe(404);
    // A path parameter past the server's length answers 414 before any route runs.
    expect((await call(member, "GET", exhibitsUrl("x".repeat(201)))).statusCode).toBe(414);
    expect((await call(member, "DELETE", `${exhibitsUrl(eventId)}/${"y".repeat(201)}`)).statusCode).toBe(414);
    expect((await call(anonymous, "GET", exhibitsUrl(eventId))).statusCode).toBe(401);
    expect(await databaseSnapshot(server)).toEqual(before);
  });
});
