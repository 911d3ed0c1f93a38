import { describe, expect, it } from "vitest";
import { createMember, login, queuedEmails } from "../../../../test/server/harness/test-app.ts";
import { databaseSnapshot } from "../../../../test/server/kits/db-snapshot.ts";
import {
  admin,
  call,
  founding,
  guest,
  host,
  newStay,
  openStaysClub,
  otherHost,
  requestStay,
  server,
  stranger,
  type Who,
} from "../../../../test/server/kits/stays-club.ts";
import { inDays } from "../../../../test/server/kits/stays-test-kit.ts";

openStaysClub();

describe("requests and answers", () => {
  it("a member asks; the host is emailed; accepting shares the address, the host's email and an .ics with the guest only", async () => {
    const stay = await newStay();
    const asked = await requestStay(stay.id, guest);
    expect(asked.statusCode, asked.body).toBe(201);
    const request = asked.json();
    expect(request).toMatchObject({ status: "pending", nights: 3, guests: 2, can_answer: false, can_cancel: true });
    expect(request).not.toHaveProperty("address");
    const hostMail = (await queuedEmails(server, host.member.email)).at(-1)!;
    expect(hostMail.kind).toBe("stay-requested");
    expect(hostMail.text_body).toContain("We would love to come.");

    expect((await call(stranger, "GET", `/api/stay-requests/${request.id}`)).statusCode).toBe(404);
    expect(
      (await call(otherHost, "PATCH", `/api/stay-requests/${request.id}`, { status: "accepted" })).statusCode,
    ).toBe(404);
    expect((await call(guest, "PATCH", `/api/stay-requests/${request.id}`, { status: "accepted" })).statusCode).toBe(
      403,
    );
    expect((await call(guest, "GET", `/api/stay-requests/${request.id}/ics`)).statusCode).toBe(409);
    expect((await call(host, "GET", `/api/stay-requests/${request.id}`)).json().can_answer).toBe(true);

    const accepted = await call(host, "PATCH", `/api/stay-requests/${request.id}`, { status: "accepted" });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const mine = (await call(guest, "GET", `/api/stay-requests/${request.id}`)).json();
    expect(mine.status).toBe("accepted");
    expect(mine.address).toBe("Via Cristoforo Colombo 12, 84017 Positano SA");
    expect(mine.host_email).toBe(host.member.email);
    expect((await call(guest, "GET", `/api/stays/${stay.id}`)).json().address).toBe(
      "Via Cristoforo Colombo 12, 84017 Positano SA",
    );
    expect((await call(stranger, "GET", `/api/stays/${stay.id}`)).json()).not.toHaveProperty("address");
    const guestMail = (await queuedEmails(server, guest.member.email)).at(-1)!;
    expect(guestMail.kind).toBe("stay-answered");
    expect(guestMail.text_body).toContain("Via Cristoforo Colombo 12");

    const ics = await call(guest, "GET", `/api/stay-requests/${request.id}/ics`);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers["content-type"]).toMatch(/^text\/calendar/);
    expect(ics.body).toContain(`DTSTART;VALUE=DATE:${inDays(server, 20).replaceAll("-", "")}`);
    expect(ics.body).toContain("LOCATION:Via Cristoforo Colombo 12\\, 84017 Positano SA");

    // Her accepted stay, cancelled, takes the address away again.
    const cancelled = await call(guest, "PATCH", `/api/stay-requests/${request.id}`, {
      status: "cancelled",
      reason: "A change of plans.",
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).not.toHaveProperty("address");
    expect((await call(guest, "GET", `/api/stays/${stay.id}`)).json()).not.toHaveProperty("address");
    expect((await queuedEmails(server, host.member.email)).at(-1)!.kind).toBe("stay-cancelled");
    expect((await call(guest, "PATCH", `/api/stay-requests/${request.id}`, { status: "cancelled" })).statusCode).toBe(
      409,
    );
  });

  it("a declined request tells the guest, without the address", async () => {
    const stay = await newStay();
    const request = (await requestStay(stay.id, guest)).json();
    const declined = await call(host, "PATCH", `/api/stay-requests/${request.id}`, {
      status: "declined",
      reason: "Family visiting.",
    });
    expect(declined.json()).toMatchObject({ status: "declined", reason: "Family visiting." });
    const mail = (await queuedEmails(server, guest.member.email)).at(-1)!;
    expect(mail.kind).toBe("stay-answered");
    expect(mail.text_body).not.toContain("Cristoforo");
    expect((await call(guest, "GET", `/api/stays/${stay.id}`)).json()).not.toHaveProperty("address");
    expect((await call(host, "PATCH", `/api/stay-requests/${request.id}`, { status: "accepted" })).statusCode).toBe(
      409,
    );
  });

  it("each stay email follows her choice for its kind: a digest, her inbox only or off sends none now (decision 0071)", async () => {
    const stayKinds = ["stay-requested", "stay-answered", "stay-cancelled"];
    const stayMail = async (who: typeof host) =>
      (await queuedEmails(server, who.member.email)).filter((m) => stayKinds.includes(m.kind)).length;
    const noticesOf = (who: typeof host, kind: string) =>
      server.database.db
        .selectFrom("notices")
        .select(["subject_kind", "data"])
        .where("user_id", "=", who.member.userId)
        .where("kind", "=", kind)
        .execute();
    const choose = async (who: typeof host, change: Record<string, string>) =>
      expect((await call(who, "PUT", "/api/me/notification-preferences", change)).statusCode).toBe(200);
    try {
      await choose(host, { "stay-request": "weekly" });
      await choose(guest, { "stay-answer": "inbox" });
      const stay = await newStay();
      const [hostMail, guestMail] = [await stayMail(host), await stayMail(guest)];
      const hostNotices = (await noticesOf(host, "stay-request")).length;
      const first = (await requestStay(stay.id, guest)).json();
      expect(await stayMail(host)).toBe(hostMail);
      // The notice is written: her weekly digest carries it.
      expect(await noticesOf(host, "stay-request")).toHaveLength(hostNotices + 1);
      expect((await noticesOf(host, "stay-request")).at(-1)).toMatchObject({ subject_kind: "stay" });
      await call(host, "PATCH", `/api/stay-requests/${first.id}`, { status: "declined", reason: "Family visiting." });
      expect(await stayMail(guest)).toBe(guestMail);
      expect(JSON.parse((await noticesOf(guest, "stay-answer")).at(-1)!.data)).toMatchObject({
        excerpt: "Family visiting.",
      });

      await choose(guest, { "stay-answer": "off" });
      const answers = (await noticesOf(guest, "stay-answer")).length;
      const second = (await requestStay(stay.id, guest, 40)).json();
      await call(host, "PATCH", `/api/stay-requests/${second.id}`, { status: "accepted" });
      expect(await stayMail(guest)).toBe(guestMail);
      expect(await noticesOf(guest, "stay-answer")).toHaveLength(answers);

      // By email at once (the default) they go again, a cancellation too.
      await choose(host, { "stay-request": "email" });
      await call(guest, "PATCH", `/api/stay-requests/${second.id}`, { status: "cancelled" });
      expect(await stayMail(host)).toBe(hostMail + 1);
    } finally {
      await server.database.db
        .deleteFrom("notification_preferences")
        .where("user_id", "in", [host.member.userId, guest.member.userId])
        .execute();
    }
  });

  it.each([
    ["a start in the past", { from: "2020-01-01", to: "2020-01-04" }, 400, "body.from"],
    ["an end before the start", { from: 30, to: 28 }, 400, "body.to"],
    ["more guests than it sleeps", { guests: 5 }, 400, "body.guests"],
    ["fewer nights than the window's minimum", { from: 30, to: 31 }, 400, "body.to"],
    ["more nights than the window's maximum", { from: 20, to: 40 }, 400, "body.to"],
    ["dates outside availability", { from: 5, to: 8 }, 409, undefined],
    ["no guests", { guests: 0 }, 400, "body.guests"],
  ] as [string, Record<string, unknown>, number, string | undefined][])(
    "refuses %s, changing nothing",
    async (_about, change, status, path) => {
      const stay = await newStay();
      const body = {
        from: inDays(server, 30),
        to: inDays(server, 33),
        guests: 2,
        message: "",
        ...change,
        ...(typeof change.from === "number" ? { from: inDays(server, change.from) } : {}),
        ...(typeof change.to === "number" ? { to: inDays(server, change.to) } : {}),
      };
      const before = await databaseSnapshot(server);
      const answer = await call(guest, "POST", `/api/stays/${stay.id}/requests`, body);
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.headers["content-type"]).toMatch(/^application\/json/);
      if (path) expect((answer.json().details as { path: string }[]).map((d) => d.path)).toContain(path);
      expect(await databaseSnapshot(server)).toEqual(before);
    },
  );

  it("refuses a host's request for her own home, and dates that overlap an accepted stay (409)", async () => {
    const stay = await newStay();
    expect((await requestStay(stay.id, host)).statusCode).toBe(403);
    const first = (await requestStay(stay.id, guest, 20, 4)).json();
    await call(host, "PATCH", `/api/stay-requests/${first.id}`, { status: "accepted" });
    expect((await requestStay(stay.id, stranger, 22, 4)).statusCode).toBe(409);
    expect((await requestStay(stay.id, stranger, 24, 3)).statusCode).toBe(201);
  });

  it("of two overlapping requests accepted at once, exactly one stands", async () => {
    const stay = await newStay();
    const racers = await Promise.all(
      [guest, stranger, founding, otherHost].map(async (who, i) => (await requestStay(stay.id, who, 20 + i, 4)).json()),
    );
    const answers = await Promise.all(
      racers.map((r: { id: string }) => call(host, "PATCH", `/api/stay-requests/${r.id}`, { status: "accepted" })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const accepted = await server.database.db
      .selectFrom("stay_requests")
      .select("id")
      .where("listing_id", "=", stay.id)
      .where("status", "=", "accepted")
      .execute();
    expect(accepted).toHaveLength(1);
    const nights = await server.database.db
      .selectFrom("stay_nights")
      .select("request_id")
      .where("listing_id", "=", stay.id)
      .execute();
    expect(new Set(nights.map((n) => n.request_id))).toEqual(new Set([accepted[0]!.id]));
    expect(nights).toHaveLength(4);
  });

  it("lists her requests and those for her homes, nobody else's", async () => {
    const stay = await newStay();
    const request = (await requestStay(stay.id, guest, 60, 2)).json();
    const has = async (who: Who) =>
      ((await call(who, "GET", "/api/stay-requests")).json() as { id: string }[]).some((r) => r.id === request.id);
    expect(await has(guest)).toBe(true);
    expect(await has(host)).toBe(true);
    expect(await has(stranger)).toBe(false);
    expect(await has(otherHost)).toBe(false);
  });

  it("refuses a bad status or a too-long reason with a 400", async () => {
    const stay = await newStay();
    const request = (await requestStay(stay.id, guest, 70, 2)).json();
    expect((await call(host, "PATCH", `/api/stay-requests/${request.id}`, { status: "maybe" })).statusCode).toBe(400);
    expect(
      (await call(host, "PATCH", `/api/stay-requests/${request.id}`, { status: "declined", reason: "x".repeat(1001) }))
        .statusCode,
    ).toBe(400);
    expect((await call(host, "GET", `/api/stay-requests/${request.id}`)).json().status).toBe("pending");
  });
});

describe("tiers and discounts", () => {
  it("computes the guest's contribution after her tier's discount, with the admin's figures", async () => {
    const stay = await newStay({ nightly_contribution: 150 });
    // A Founding member may hold any tier (decision 44).
    const flyer = await createMember(server, { type: "Founding" });
    const flyerWho = { cookie: await login(server.app, flyer.email) };
    // Each on nights of its own: a second pending request for the same nights is refused.
    let from = 26;
    const contribution = async (who: Who) => (await requestStay(stay.id, who, (from += 5), 4)).json().contribution;

    expect(await contribution(flyerWho)).toMatchObject({ subtotal: 600, tier: null, discount_percent: 0, total: 600 });
    // One source (decision 52): her tier is set on her membership, each tier's discount on the club's tiers.
    const setTier = (who: Who, tier: string | null) =>
      call(who, "PUT", `/api/admin/members/${flyer.userId}/membership`, { tier });
    const before = await databaseSnapshot(server);
    expect((await setTier(guest, "Flying")).statusCode).toBe(403);
    expect((await setTier(admin, "Gold")).statusCode).toBe(400);
    expect((await call(admin, "PUT", "/api/admin/members/999999/membership", { tier: "Flying" })).statusCode).toBe(404);
    // The stays' old setting is gone: its routes answer nothing.
    expect((await call(admin, "PUT", `/api/admin/members/${flyer.userId}/tier`, { tier: "Flying" })).statusCode).toBe(
      404,
    );
    expect(
      (await call(admin, "PUT", "/api/admin/tier-discounts", { Flying: 65, Executive: 80, Hosting: 100 })).statusCode,
    ).toBe(404);
    expect(await databaseSnapshot(server)).toEqual(before);

    for (const [tier, percent, total] of [
      ["Flying", 50, 300],
      ["Executive", 80, 120],
      ["Hosting", 100, 0],
    ] as const) {
      expect((await setTier(admin, tier)).statusCode).toBe(200);
      expect(await contribution(flyerWho)).toMatchObject({ tier, discount_percent: percent, total, currency: "USD" });
    }
    expect((await call(flyerWho, "GET", "/api/me/membership-tier")).json()).toMatchObject({
      tier: "Hosting",
      discount_percent: 100,
    });

    const tiers = (await call(admin, "GET", "/api/admin/tiers")).json().tiers as { id: string }[];
    const withFlying = (pct: number) => ({
      tiers: tiers.map((t) => (t.id === "Flying" ? { ...t, housing_discount_pct: pct } : t)),
    });
    expect((await call(host, "PUT", "/api/admin/tiers", withFlying(60))).statusCode).toBe(403);
    expect((await call(admin, "PUT", "/api/admin/tiers", withFlying(101))).statusCode).toBe(400);
    expect((await call(admin, "PUT", "/api/admin/tiers", withFlying(65))).statusCode).toBe(200);
    await setTier(admin, "Flying");
    const after = await contribution(flyerWho);
    expect(after).toMatchObject({ discount_percent: 65, total: 210 });
    expect(after.note).toMatch(/Nothing is charged/);
  });
});

describe("the guest book", () => {
  it("takes one note from the guest once her accepted stay has ended, shown on the home to members", async () => {
    const stay = await newStay();
    const request = (await requestStay(stay.id, guest, 40, 3)).json();
    const sign = (who: Who) =>
      call(who, "POST", `/api/stay-requests/${request.id}/guest-book`, { content: "A week of lemons and light." });
    expect((await sign(guest)).statusCode).toBe(403);
    await call(host, "PATCH", `/api/stay-requests/${request.id}`, { status: "accepted" });
    expect((await sign(guest)).statusCode).toBe(403);
    await server.database.db
      .updateTable("stay_requests")
      .set({ from_date: inDays(server, -5), to_date: inDays(server, -2) })
      .where("id", "=", request.id)
      .execute();
    expect((await call(guest, "GET", `/api/stay-requests/${request.id}`)).json().can_sign_guest_book).toBe(true);
    expect((await sign(host)).statusCode).toBe(403);
    expect((await sign(stranger)).statusCode).toBe(404);
    expect(
      (await call(guest, "POST", `/api/stay-requests/${request.id}/guest-book`, { content: " " })).statusCode,
    ).toBe(400);
    expect((await sign(guest)).statusCode).toBe(201);
    expect((await sign(guest)).statusCode).toBe(409);
    const seen = (await call(stranger, "GET", `/api/stays/${stay.id}`)).json();
    expect(seen.guest_book).toMatchObject([{ content: "A week of lemons and light." }]);
  });
});
