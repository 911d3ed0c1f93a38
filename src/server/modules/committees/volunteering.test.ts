import { describe, expect, it } from "vitest";
import { createMember, login } from "../../../../test/server/harness/test-app.ts";
import { databaseSnapshot } from "../../../../test/server/kits/db-snapshot.ts";
import { eventPayload } from "../../../../test/server/kits/events-test-kit.ts";
import {
  admin,
  call,
  founding,
  host,
  openStaysClub,
  server,
  type Who,
} from "../../../../test/server/kits/stays-club.ts";

openStaysClub();

const anonymous: Who = { cookie: undefined };
const DAY = 24 * 60 * 60 * 1000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
type Member = Who & { member: { userId: number; email: string } };

async function memberWith(tier: string | null, startedDaysAgo = 10): Promise<Member> {
  const member = await createMember(server, { type: "Founding" });
  const set = await call(admin, "PUT", `/api/admin/members/${member.userId}/membership`, {
    tier,
    term_start: day(-startedDaysAgo),
    term_end: day(365 - startedDaysAgo),
  });
  expect(set.statusCode, set.body).toBe(200);
  return { member, cookie: await login(server.app, member.email) };
}

/** An event the organiser (a Travel Host) creates, with these slots set by her. */
async function eventWithSlots(slots: { role: string; count: number }[], overrides: Record<string, unknown> = {}) {
  const created = await call(host, "POST", "/api/events", eventPayload(overrides));
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as string;
  const set = await call(host, "PUT", `/api/events/${id}/volunteer-slots`, { slots });
  expect(set.statusCode, set.body).toBe(200);
  return { id, slots: set.json().slots as { id: number; role: string; count: number; taken: number }[] };
}

const slotsUrl = (eventId: string) => `/api/events/${eventId}/volunteer-slots`;
const takeUrl = (eventId: string, slotId: number) => `/api/events/${eventId}/volunteer-slots/${slotId}/take`;

describe("volunteer slots", () => {
  it("the organiser sets them; a Flying member sees and takes one, gives it back; her membership page counts it", async () => {
    const event = await eventWithSlots([
      { role: "Greeter", count: 2 },
      { role: "Bar", count: 1 },
    ]);
    expect(event.slots).toMatchObject([
      { role: "Greeter", count: 2, taken: 0 },
      { role: "Bar", count: 1, taken: 0 },
    ]);
    const flying = await memberWith("Flying");
    const seen = (await call(flying, "GET", slotsUrl(event.id))).json();
    expect(seen).toMatchObject({ may_take: true, may_manage: false });

    const taken = await call(flying, "POST", takeUrl(event.id, event.slots[0]!.id));
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().slots[0]).toMatchObject({
      taken: 1,
      mine: true,
      volunteers: [{ user_id: flying.member.userId, name: expect.any(String) }],
    });
    expect((await call(flying, "POST", takeUrl(event.id, event.slots[0]!.id))).statusCode).toBe(409);

    const duties = (await call(flying, "GET", "/api/me/duties")).json();
    expect(duties).toMatchObject({
      duties: { volunteering: true, committees: false },
      committees: [],
      volunteer_slots: [{ event_id: event.id, event_title: "Wine tasting in Napa", role: "Greeter" }],
    });

    const given = await call(flying, "DELETE", takeUrl(event.id, event.slots[0]!.id));
    expect(given.json().slots[0]).toMatchObject({ taken: 0, mine: false, volunteers: [] });
    expect((await call(flying, "DELETE", takeUrl(event.id, event.slots[0]!.id))).statusCode).toBe(404);
    expect((await call(flying, "GET", "/api/me/duties")).json().volunteer_slots).toEqual([]);
  });

  it("the organiser hears in her inbox that a member volunteered, unless she turned that kind off (decision 72)", async () => {
    const event = await eventWithSlots([{ role: "Greeter", count: 5 }]);
    const duty = () =>
      server.database.db
        .selectFrom("notices")
        .select(["kind", "subject_id", "actor_id", "data"])
        .where("user_id", "=", host.member.userId)
        .where("kind", "=", "duty")
        .where("subject_id", "=", event.id)
        .execute();
    const ada = await memberWith("Flying");
    expect((await call(ada, "POST", takeUrl(event.id, event.slots[0]!.id))).statusCode).toBe(200);
    const heard = await duty();
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({ actor_id: ada.member.userId });
    const inbox = (await call(host, "GET", "/api/me/notifications")).json();
    expect(inbox.notices[0]).toMatchObject({ kind: "duty", subject: { kind: "event", id: event.id } });

    expect((await call(host, "PUT", "/api/me/notification-preferences", { duty: "off" })).statusCode).toBe(200);
    const bea = await memberWith("Flying");
    expect((await call(bea, "POST", takeUrl(event.id, event.slots[0]!.id))).statusCode).toBe(200);
    expect(await duty()).toHaveLength(1);
  });

  it("never more than the count: two members race for the last place, one gets it (409 for the other)", async () => {
    const event = await eventWithSlots([{ role: "Cloakroom", count: 1 }]);
    const [ada, bea] = [await memberWith("Flying"), await memberWith("Flying")];
    const answers = await Promise.all(
      [ada, bea].map((who) => call(who, "POST", takeUrl(event.id, event.slots[0]!.id))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().error).toBe("Every place in this role is taken.");
    const rows = await server.database.db
      .selectFrom("volunteers")
      .selectAll()
      .where("slot_id", "=", event.slots[0]!.id)
      .execute();
    expect(rows).toHaveLength(1);
    const slot = (await call(admin, "GET", slotsUrl(event.id))).json().slots[0];
    expect(slot).toMatchObject({ count: 1, taken: 1 });
  });

  it("members without volunteering duties, lapsed or deactivated members cannot take a slot; nothing changes", async () => {
    const event = await eventWithSlots([{ role: "Greeter", count: 3 }]);
    const executive = await memberWith("Executive");
    const none = await memberWith(null);
    const lapsed = await memberWith("Flying", 500);
    const leaving = await memberWith("Flying");
    await server.database.db
      .updateTable("users")
      .set({ active: 0 })
      .where("user_id", "=", leaving.member.userId)
      .execute();

    // Her session ends at her first call after she is deactivated.
    expect((await call(leaving, "POST", takeUrl(event.id, event.slots[0]!.id))).statusCode).toBe(401);
    const before = await databaseSnapshot(server);
    for (const who of [executive, none]) {
      expect((await call(who, "GET", slotsUrl(event.id))).json().may_take).toBe(false);
      const refused = await call(who, "POST", takeUrl(event.id, event.slots[0]!.id));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe("Volunteer slots are for members whose tier has volunteering duties.");
    }
    const lapsedAnswer = await call(lapsed, "POST", takeUrl(event.id, event.slots[0]!.id));
    expect(lapsedAnswer.statusCode).toBe(403);
    expect(lapsedAnswer.json().code).toBe("membership_lapsed");
    expect((await call(anonymous, "POST", takeUrl(event.id, event.slots[0]!.id))).statusCode).toBe(401);
    expect((await call(anonymous, "GET", slotsUrl(event.id))).statusCode).toBe(401);
    expect((await call(anonymous, "GET", "/api/me/duties")).statusCode).toBe(401);
    expect(await databaseSnapshot(server)).toEqual(before);
  });

  it("only the organiser or an admin sets slots; kept slots keep their volunteers, never below what is taken", async () => {
    const event = await eventWithSlots([{ role: "Greeter", count: 2 }]);
    const flying = await memberWith("Flying");
    await call(flying, "POST", takeUrl(event.id, event.slots[0]!.id));

    const before = await databaseSnapshot(server);
    expect((await call(flying, "PUT", slotsUrl(event.id), { slots: [] })).statusCode).toBe(403);
    expect((await call(founding, "PUT", slotsUrl(event.id), { slots: [] })).statusCode).toBe(403);
    expect((await call(anonymous, "PUT", slotsUrl(event.id), { slots: [] })).statusCode).toBe(401);
    for (const body of [
      {},
      { slots: [{ role: "", count: 1 }] },
      { slots: [{ role: "Bar", count: 0 }] },
      { slots: [{ role: "Bar", count: 1.5 }] },
      { slots: [{ role: "Bar", count: 51 }] },
      { slots: Array.from({ length: 13 }, () => ({ role: "Bar", count: 1 })) },
      { slots: [{ id: 999999, role: "Bar", count: 1 }] },
      { slots: [{ id: event.slots[0]!.id, role: "Greeter", count: 0 }] },
      { slots: [] },
    ]) {
      const refused = await call(admin, "PUT", slotsUrl(event.id), body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().error).toEqual(expect.any(String));
    }
    const removing = await call(host, "PUT", slotsUrl(event.id), { slots: [] });
    expect(removing.json().error).toBe('Members have taken "Greeter": it stays until they give it back.');
    expect(await databaseSnapshot(server)).toEqual(before);

    const kept = await call(admin, "PUT", slotsUrl(event.id), {
      slots: [
        { role: "Bar", count: 2 },
        { id: event.slots[0]!.id, role: "Greeters", count: 1 },
      ],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({
      may_manage: true,
      slots: [
        { role: "Bar", count: 2, taken: 0 },
        {
          id: event.slots[0]!.id,
          role: "Greeters",
          count: 1,
          taken: 1,
          volunteers: [{ user_id: flying.member.userId }],
        },
      ],
    });
    const audit = (await call(admin, "GET", "/api/admin/audit-log")).json() as { action: string; target: string }[];
    expect(audit.filter((e) => e.target === `event:${event.id}`).map((e) => e.action)).toContain(
      "event.volunteer-slots",
    );
  });

  it("a hidden event's slots are 404 to those who may not see it, a slot of another event 404 too", async () => {
    const hidden = await eventWithSlots([{ role: "Greeter", count: 1 }], { exclusivity: "invite-only" });
    const open = await eventWithSlots([{ role: "Bar", count: 1 }]);
    const flying = await memberWith("Flying");
    expect((await call(flying, "GET", slotsUrl(hidden.id))).statusCode).toBe(404);
    expect((await call(flying, "POST", takeUrl(hidden.id, hidden.slots[0]!.id))).statusCode).toBe(404);
    expect((await call(flying, "PUT", slotsUrl(hidden.id), { slots: [] })).statusCode).toBe(404);
    expect((await call(flying, "POST", takeUrl(open.id, hidden.slots[0]!.id))).statusCode).toBe(404);
    expect((await call(flying, "GET", slotsUrl("no-such-event"))).statusCode).toBe(404);
    expect((await call(flying, "POST", `/api/events/${open.id}/volunteer-slots/abc/take`)).statusCode).toBe(400);
  });

  it("an event that has ended keeps its slots as a record: no one sets, takes or gives one back (409), nothing changes", async () => {
    const event = await eventWithSlots([{ role: "Greeter", count: 2 }]);
    const [came, late] = [await memberWith("Flying"), await memberWith("Flying")];
    expect((await call(came, "POST", takeUrl(event.id, event.slots[0]!.id))).statusCode).toBe(200);
    await server.database.db
      .updateTable("events")
      .set({ starts_at: Date.now() - 2 * DAY, ends_at: Date.now() - DAY, event_date: day(-2), end_date: day(-1) })
      .where("id", "=", event.id)
      .execute();
    const before = await databaseSnapshot(server);
    for (const refused of [
      await call(host, "PUT", slotsUrl(event.id), { slots: [{ role: "Greeter", count: 3 }] }),
      await call(admin, "PUT", slotsUrl(event.id), { slots: [] }),
      await call(late, "POST", takeUrl(event.id, event.slots[0]!.id)),
      await call(came, "DELETE", takeUrl(event.id, event.slots[0]!.id)),
    ]) {
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ code: "conflict", error: "This event has ended." });
    }
    expect(await databaseSnapshot(server)).toEqual(before);
    expect((await call(came, "GET", slotsUrl(event.id))).json().slots[0]).toMatchObject({ taken: 1, mine: true });
  });

  it("a cancelled event's slots are a record too: no one sets, takes or gives one back (409), nothing changes", async () => {
    const event = await eventWithSlots([{ role: "Greeter", count: 2 }]);
    const [came, late] = [await memberWith("Flying"), await memberWith("Flying")];
    expect((await call(came, "POST", takeUrl(event.id, event.slots[0]!.id))).statusCode).toBe(200);
    const cancelled = await call(host, "POST", `/api/events/${event.id}/cancel`, {
      reason: "The chef has fallen ill.",
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const before = await databaseSnapshot(server);
    for (const refused of [
      await call(host, "PUT", slotsUrl(event.id), { slots: [{ role: "Greeter", count: 3 }] }),
      await call(admin, "PUT", slotsUrl(event.id), { slots: [] }),
      await call(late, "POST", takeUrl(event.id, event.slots[0]!.id)),
      await call(came, "DELETE", takeUrl(event.id, event.slots[0]!.id)),
    ]) {
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ code: "conflict", error: "This event has been cancelled." });
    }
    expect(await databaseSnapshot(server)).toEqual(before);
  });
});
