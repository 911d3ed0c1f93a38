import { describe, expect, it } from "vitest";
import { wallClockIn } from "../../../shared/calendar-date.ts";
import { linkToken, testDialect } from "../../../../test/server/harness/test-app.ts";
import { count, eventPayload, seriesRepeat } from "../../../../test/server/kits/events-test-kit.ts";
import {
  call,
  createEvent,
  creator,
  join,
  leave,
  openEventsClub,
  person,
  read,
  seated,
  server,
} from "../../../../test/server/kits/events-club.ts";

/** Guests under their host, the RSVP deadline, and the bad input of a capped event's fields. */

openEventsClub();

describe(`guests (${testDialect})`, () => {
  it("takes guests' names when joining, counts them against the capacity and shows them under their host", async () => {
    const event = await createEvent({ capacity: 4, guests_max: 2 });
    const [host, other, late] = [await person(), await person(), await person()];
    const joined = await join(host, event.id, ["Grace Hopper", "  Ada Lovelace "]);
    expect(joined.json()).toMatchObject({ status: "joined", seats_left: 1, guests_max: 2 });
    expect(joined.json().participants).toEqual([
      { user_id: host.userId, name: host.name, guests: ["Grace Hopper", "Ada Lovelace"] },
    ]);
    expect((await join(other, event.id, ["Hedy Lamarr"])).json()).toMatchObject({ status: "waitlisted" });
    expect((await join(late, event.id)).json()).toMatchObject({ status: "joined", seats_left: 0 });
    await leave(host, event.id);
    expect(await seated(event.id)).toEqual([late.userId, other.userId]);
    expect((await read(creator, event.id)).participants[1].guests).toEqual(["Hedy Lamarr"]);
  });

  it("refuses more guests than the event takes, or blank names, with 400 on the field and nothing changed", async () => {
    const none = await createEvent();
    const two = await createEvent({ guests_max: 2 });
    const member = await person();
    const before = await count(server, "event_participants");
    for (const [id, guests, words] of [
      [none.id, ["Grace"], "This event does not take guests."],
      [two.id, ["A", "B", "C"], "You may bring up to 2 guests."],
      [two.id, ["  "], "Give each guest's name."],
      [two.id, Array.from({ length: 11 }, (_, i) => `Guest ${i}`), ""],
      [two.id, ["x".repeat(101)], ""],
    ] as const) {
      const answer = await join(member, id, [...guests]);
      expect(answer.statusCode, answer.body).toBe(400);
      const details = answer.json().details as { path: string; message: string }[];
      expect(details.some((d) => d.path.startsWith("body.guests"))).toBe(true);
      if (words) expect(details.map((d) => d.message)).toContain(words);
    }
    expect((await join(member, two.id, "nope" as unknown as string[])).statusCode).toBe(400);
    expect(await count(server, "event_participants")).toBe(before);
  });
});

describe("the RSVP deadline", () => {
  it("closes joining and leaving after it with a clear 409, and changes nothing", async () => {
    const event = await createEvent({ capacity: 1 });
    const [a, b, c] = [await person(), await person(), await person()];
    await join(a, event.id);
    await join(b, event.id);
    const closed = await call(creator, "PUT", `/api/events/${event.id}`, { rsvp_deadline: "2026-01-01T12:00" });
    expect(closed.json()).toMatchObject({
      rsvp_deadline: "2026-01-01T12:00",
      rsvp_deadline_at: "2026-01-01T20:00:00.000Z",
      replies_closed: true,
    });
    const refused = await join(c, event.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe("Replies to this event have closed.");
    expect((await leave(a, event.id)).statusCode).toBe(409);
    expect((await leave(b, event.id)).statusCode).toBe(409);
    // Asking what she already has is still fine, and leaving what she never joined too.
    expect((await join(a, event.id)).json()).toMatchObject({ status: "joined" });
    expect((await leave(c, event.id)).statusCode).toBe(200);
    expect(await seated(event.id)).toEqual([a.userId]);
    expect(await read(b, event.id)).toMatchObject({ waitlist_position: 1 });
  });

  it("is refused when it has already passed as an event or a series is made, with its field; a change may still close replies", async () => {
    const zone = "America/Los_Angeles";
    const wallClock = (at: number) => wallClockIn(zone, new Date(at));
    const before = await count(server, "events");
    for (const deadline of ["2020-01-01T12:00", wallClock(Date.now() - 60_000)]) {
      for (const [url, payload] of [
        ["/api/events", eventPayload({ timezone: zone, rsvp_deadline: deadline })],
        ["/api/event-series", { ...eventPayload({ timezone: zone, rsvp_deadline: deadline }), repeat: seriesRepeat }],
      ] as const) {
        const refused = await call(creator, "POST", url, payload);
        expect(refused.statusCode, refused.body).toBe(400);
        expect(refused.json()).toMatchObject({
          code: "bad_request",
          details: [{ path: "body.rsvp_deadline", message: "The RSVP deadline has already passed." }],
        });
      }
    }
    expect(await count(server, "events")).toBe(before);

    const soon = await call(
      creator,
      "POST",
      "/api/events",
      eventPayload({ timezone: zone, rsvp_deadline: wallClock(Date.now() + 120_000) }),
    );
    expect(soon.statusCode, soon.body).toBe(201);
    const closed = await call(creator, "PUT", `/api/events/${soon.json().id}`, { rsvp_deadline: "2020-01-01T12:00" });
    expect(closed.json()).toMatchObject({ rsvp_deadline: "2020-01-01T12:00", replies_closed: true });
  });

  it("lets replies in before the deadline", async () => {
    const event = await createEvent({ rsvp_deadline: "2031-06-13T18:00" });
    const member = await person();
    expect((await read(member, event.id)).replies_closed).toBe(false);
    expect((await join(member, event.id)).json().status).toBe("joined");
    expect((await leave(member, event.id)).statusCode).toBe(200);
  });
});

const DAY = 86_400_000;
const yesterday = new Date(Date.now() - DAY).toISOString().slice(0, 10);

describe("an event that has ended", () => {
  it("takes no one new, by joining or by an invitation: a 409, and nothing changed", async () => {
    const event = await createEvent({ capacity: 1, title: "Last Spring's Supper" });
    const [came, late, invited] = [await person(), await person(), await person()];
    await call(creator, "POST", "/api/events/invite", { eventId: event.id, userIds: [came.userId, invited.userId] });
    expect((await join(came, event.id)).json()).toMatchObject({ status: "joined" });
    const token = await linkToken(server, invited.email, "/events/invite/");
    await server.database.db
      .updateTable("events")
      .set({
        event_date: yesterday,
        end_date: yesterday,
        starts_at: Date.now() - DAY,
        ends_at: Date.now() - DAY + 3_600_000,
      })
      .where("id", "=", event.id)
      .execute();
    const participants = await count(server, "event_participants");

    for (const refused of [
      await join(late, event.id),
      await join(creator, event.id),
      await call(invited, "GET", `/api/events/invite/${token}`),
    ]) {
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ code: "conflict", error: "This event has ended." });
    }
    // Asking what she already has is still fine, and her invitation is still hers to use.
    expect((await join(came, event.id)).json()).toMatchObject({ status: "joined" });
    expect(await count(server, "event_participants")).toBe(participants);
    expect(await seated(event.id)).toEqual([came.userId]);
    expect(await read(late, event.id)).toMatchObject({ is_participant: false, waitlist_position: null });
    // Who took part stays the event's record: she cannot leave it, nor can anyone be invited to it.
    const invitations = await count(server, "event_invitations");
    for (const refused of [
      await call(came, "DELETE", `/api/events/${event.id}/leave`),
      await call(creator, "POST", "/api/events/invite", { eventId: event.id, userIds: [late.userId] }),
    ]) {
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ code: "conflict", error: "This event has ended." });
    }
    expect(await seated(event.id)).toEqual([came.userId]);
    expect(await count(server, "event_invitations")).toBe(invitations);
  });
});

describe("bad input on create and update answers 400 with the field, nothing changed", () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ["capacity 0", { capacity: 0 }, "body.capacity"],
    ["capacity above 10,000", { capacity: 10_001 }, "body.capacity"],
    ["capacity not a whole number", { capacity: 2.5 }, "body.capacity"],
    ["capacity as text", { capacity: "ten" }, "body.capacity"],
    ["guests above 10", { guests_max: 11 }, "body.guests_max"],
    ["negative guests", { guests_max: -1 }, "body.guests_max"],
    ["held seats without a capacity", { capacity: null, reserved_seats: { "Travel Host": 2 } }, "body.reserved_seats"],
    [
      "held seats above the capacity",
      { capacity: 3, reserved_seats: { "Travel Host": 2, Founding: 2 } },
      "body.reserved_seats",
    ],
    ["held seats for an unknown type", { capacity: 3, reserved_seats: { Guest: 1 } }, "body.reserved_seats"],
    ["a negative held count", { capacity: 3, reserved_seats: { Founding: -1 } }, "body.reserved_seats"],
    ["a deadline after the start", { rsvp_deadline: "2031-06-14T15:00" }, "body.rsvp_deadline"],
    ["a deadline that is no time", { rsvp_deadline: "soon" }, "body.rsvp_deadline"],
    ["a deadline on no calendar day", { rsvp_deadline: "2031-02-30T10:00" }, "body.rsvp_deadline"],
    [
      "a release after the start",
      { capacity: 3, reserved_seats: { Founding: 1 }, reserved_until: "2031-07-01T10:00" },
      "body.reserved_until",
    ],
  ];
  for (const [name, fields, path] of cases) {
    it(name, async () => {
      const before = await count(server, "events");
      const created = await call(creator, "POST", "/api/events", eventPayload(fields));
      expect(created.statusCode, created.body).toBe(400);
      expect(created.json().details.some((d: { path: string }) => d.path.startsWith(path))).toBe(true);
      expect(await count(server, "events")).toBe(before);

      const event = await createEvent({ capacity: 5 });
      const stored = await read(creator, event.id);
      const updated = await call(creator, "PUT", `/api/events/${event.id}`, fields);
      expect(updated.statusCode, updated.body).toBe(400);
      expect(updated.json().details.some((d: { path: string }) => d.path.startsWith(path))).toBe(true);
      expect(await read(creator, event.id)).toEqual(stored);
    });
  }
});
