import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MemberType } from "../../../shared/members.ts";
import {
  createMember,
  linkToken,
  login,
  queuedEmails,
  startTestServer,
  testDialect,
  type TestServer,
} from "../../../../test/server/harness/test-app.ts";
import { count, eventPayload } from "../../../../test/server/kits/events-test-kit.ts";
import { seatReleasedWaitlists } from "./reminders.ts";

/**
 * Capacity, seats held per member type, the waitlist and its promotions, guests, the RSVP
 * deadline and the bad input of each, asked by every relation a member can have to a capped event.
 */

let server: TestServer;

interface Person {
  cookie: string | undefined;
  userId: number;
  email: string;
  name: string;
  type: MemberType;
}

async function person(type: MemberType = "Standard", admin = false): Promise<Person> {
  const member = await createMember(server, { type, admin });
  return {
    cookie: await login(server.app, member.email),
    userId: member.userId,
    email: member.email,
    name: member.name,
    type,
  };
}

const anonymous: Person = { cookie: undefined, userId: 0, email: "", name: "", type: "Standard" };

const call = (who: Person, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  server.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: who.cookie ? { cookie: who.cookie } : {},
  });

let creator: Person;
let admin: Person;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: "https://club.example" });
  creator = await person("Founding");
  admin = await person("Founding", true);
});
afterAll(async () => {
  await server.close();
});

async function createEvent(overrides: Record<string, unknown> = {}, by = creator) {
  const answer = await call(by, "POST", "/api/events", eventPayload(overrides));
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as { id: string; slug: string; title: string };
}
const join = (who: Person, id: string, guests?: string[]) =>
  call(who, "POST", `/api/events/${id}/join`, guests ? { guests } : undefined);
const leave = (who: Person, id: string) => call(who, "DELETE", `/api/events/${id}/leave`);
const read = async (who: Person, id: string) => (await call(who, "GET", `/api/events/${id}`)).json();
const seated = async (id: string) =>
  ((await read(creator, id)).participants as { user_id: number }[]).map((p) => p.user_id);
const promotions = async (who: Person) =>
  (await queuedEmails(server, who.email)).filter((email) => email.kind === "waitlist-promoted");

describe(`capacity and the waitlist (${testDialect})`, () => {
  it("seats members until the capacity, then waitlists them in order with their position", async () => {
    const event = await createEvent({ capacity: 2 });
    const [a, b, c, d] = [await person(), await person(), await person("Travel Host"), await person("Founding")];
    expect((await join(a, event.id)).json()).toMatchObject({ status: "joined", seats_left: 1, is_participant: true });
    expect((await join(b, event.id)).json()).toMatchObject({ status: "joined", seats_left: 0 });
    const third = (await join(c, event.id)).json();
    expect(third).toMatchObject({ status: "waitlisted", position: 1, waitlist_position: 1, is_participant: false });
    expect((await join(d, event.id)).json()).toMatchObject({ status: "waitlisted", position: 2 });
    // Asking again changes nothing and answers the same.
    expect((await join(d, event.id)).json()).toMatchObject({ status: "waitlisted", position: 2 });
    expect((await join(a, event.id)).json()).toMatchObject({ status: "joined" });

    expect(await read(d, event.id)).toMatchObject({ waitlist_position: 2, waitlist_count: 2, seats_left: 0 });
    expect(await read(a, event.id)).toMatchObject({ waitlist_position: null, is_participant: true });
    expect(await read(creator, event.id)).toMatchObject({ capacity: 2, waitlist_position: null, waitlist_count: 2 });
    expect(await seated(event.id)).toEqual([a.userId, b.userId]);

    // A seat frees: the first waiting moves in and is emailed; the second moves up.
    expect((await leave(b, event.id)).statusCode).toBe(200);
    expect(await seated(event.id)).toEqual([a.userId, c.userId]);
    const [email] = await promotions(c);
    expect(email).toBeDefined();
    expect(email!.subject).toBe(`A seat is yours: ${event.title}`);
    expect(email!.text_body).toContain(`/events/${event.id}`);
    expect(await promotions(d)).toEqual([]);
    expect(await read(d, event.id)).toMatchObject({ waitlist_position: 1, waitlist_count: 1 });

    // Leaving the waitlist frees no seat and emails nobody.
    expect((await leave(d, event.id)).json()).toMatchObject({ waitlist_position: null, waitlist_count: 0 });
    expect(await seated(event.id)).toEqual([a.userId, c.userId]);
  });

  it("passes over a member whose party does not fit and seats the next who does", async () => {
    const event = await createEvent({ capacity: 3, guests_max: 2 });
    const [a, b, big, small] = [await person(), await person(), await person(), await person()];
    expect((await join(a, event.id, ["Ada Guest"])).json().status).toBe("joined");
    expect((await join(b, event.id)).json().status).toBe("joined");
    expect((await join(big, event.id, ["One"])).json()).toMatchObject({ status: "waitlisted", position: 1 });
    expect((await join(small, event.id)).json()).toMatchObject({ status: "waitlisted", position: 2 });
    await leave(b, event.id);
    expect(await seated(event.id)).toEqual([a.userId, small.userId]);
    expect(await read(big, event.id)).toMatchObject({ waitlist_position: 1 });
    // Now a's party of two leaves: two seats free, the party of two moves in.
    await leave(a, event.id);
    expect(await seated(event.id)).toEqual([small.userId, big.userId]);
    expect((await promotions(big))[0]!.text_body).toContain("Your guest has a seat too.");
  });

  it("raising the capacity seats whoever waits, in order, in the same change", async () => {
    const event = await createEvent({ capacity: 1 });
    const [a, b, c] = [await person(), await person(), await person()];
    await join(a, event.id);
    await join(b, event.id);
    await join(c, event.id);
    const changed = await call(creator, "PUT", `/api/events/${event.id}`, { capacity: 2 });
    expect(changed.statusCode).toBe(200);
    expect(await seated(event.id)).toEqual([a.userId, b.userId]);
    expect(await promotions(b)).toHaveLength(1);
    expect(await read(c, event.id)).toMatchObject({ waitlist_position: 1 });
    // No limit at all: everyone is in.
    await call(creator, "PUT", `/api/events/${event.id}`, { capacity: null });
    expect(await seated(event.id)).toEqual([a.userId, b.userId, c.userId]);
    expect((await read(c, event.id)).seats_left).toBeNull();
  });

  it("lowering the capacity keeps those seated and waitlists newcomers", async () => {
    const event = await createEvent();
    const [a, b, c] = [await person(), await person(), await person()];
    await join(a, event.id);
    await join(b, event.id);
    expect((await call(creator, "PUT", `/api/events/${event.id}`, { capacity: 1 })).statusCode).toBe(200);
    expect(await seated(event.id)).toEqual([a.userId, b.userId]);
    expect((await join(c, event.id)).json()).toMatchObject({ status: "waitlisted", seats_left: 0 });
    await leave(a, event.id);
    expect(await seated(event.id)).toEqual([b.userId]);
    expect(await promotions(c)).toEqual([]);
  });
});

describe("seats held for member types", () => {
  it("keeps held seats for their type until released; members of that type also take open seats", async () => {
    const event = await createEvent({ capacity: 3, reserved_seats: { "Travel Host": 1 } });
    const [s1, s2, s3, host, host2] = [
      await person("Standard"),
      await person("Founding"),
      await person("Standard"),
      await person("Travel Host"),
      await person("Travel Host"),
    ];
    expect(await read(s1, event.id)).toMatchObject({
      reserved_seats: { "Travel Host": 1 },
      reserved_seats_left: { "Travel Host": 1 },
      seats_left: 2,
    });
    expect((await read(host, event.id)).seats_left).toBe(3);
    expect((await join(s1, event.id)).json().status).toBe("joined");
    expect((await join(s2, event.id)).json().status).toBe("joined");
    // Only the held seat is free: not to a Standard member.
    expect((await join(s3, event.id)).json()).toMatchObject({ status: "waitlisted", position: 1, seats_left: 0 });
    expect((await read(host, event.id)).seats_left).toBe(1);
    expect((await join(host, event.id)).json()).toMatchObject({ status: "joined", reserved_seats_left: {} });
    expect((await join(host2, event.id)).json()).toMatchObject({ status: "waitlisted", position: 2 });

    // s1 leaves: an open seat; s3 waits first and takes it.
    await leave(s1, event.id);
    expect(await seated(event.id)).toEqual([s2.userId, host.userId, s3.userId]);
    expect(await promotions(s3)).toHaveLength(1);
  });

  it("a held seat goes to the first waiting of its type, passing those it is not for", async () => {
    const event = await createEvent({ capacity: 2, reserved_seats: { "Travel Host": 1 } });
    const [s1, host1, s2, host2] = [
      await person("Standard"),
      await person("Travel Host"),
      await person("Standard"),
      await person("Travel Host"),
    ];
    await join(s1, event.id);
    await join(host1, event.id);
    expect((await join(s2, event.id)).json().position).toBe(1);
    expect((await join(host2, event.id)).json().position).toBe(2);
    await leave(host1, event.id);
    expect(await seated(event.id)).toEqual([s1.userId, host2.userId]);
    expect(await read(s2, event.id)).toMatchObject({ waitlist_position: 1 });
  });

  it("releases held seats to everyone at the chosen time: the first waiting moves in at the next change", async () => {
    const event = await createEvent({ capacity: 2, reserved_seats: { "Travel Host": 1 } });
    const [s1, s2, s3] = [await person(), await person(), await person()];
    await join(s1, event.id);
    expect((await join(s2, event.id)).json().status).toBe("waitlisted");
    // The creator sets the release to a time already past.
    const released = await call(creator, "PUT", `/api/events/${event.id}`, { reserved_until: "2026-01-01T09:00" });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toMatchObject({ reserved_until: "2026-01-01T09:00", reserved_seats_left: {} });
    expect(await seated(event.id)).toEqual([s1.userId, s2.userId]);
    expect((await join(s3, event.id)).json()).toMatchObject({ status: "waitlisted", position: 1 });
  });
});

describe("the release of held seats, as the sweep sees it", () => {
  it("seats those waiting once the release time has passed, without anyone joining or leaving", async () => {
    const event = await createEvent({
      capacity: 2,
      reserved_seats: { "Travel Host": 1 },
      reserved_until: "2031-06-10T18:00",
    });
    const [s1, s2] = [await person(), await person()];
    await join(s1, event.id);
    expect((await join(s2, event.id)).json().status).toBe("waitlisted");
    const db = server.database.db;
    // 2031-06-10 18:00 in Los Angeles is 2031-06-11 01:00 UTC.
    await seatReleasedWaitlists(db, server.app.mail, Date.parse("2031-06-11T00:59:00Z"));
    expect(await seated(event.id)).toEqual([s1.userId]);
    await seatReleasedWaitlists(db, server.app.mail, Date.parse("2031-06-11T01:00:00Z"));
    expect(await seated(event.id)).toEqual([s1.userId, s2.userId]);
    expect(await promotions(s2)).toHaveLength(1);
  });
});

describe("guests", () => {
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

  it("lets replies in before the deadline", async () => {
    const event = await createEvent({ rsvp_deadline: "2031-06-13T18:00" });
    const member = await person();
    expect((await read(member, event.id)).replies_closed).toBe(false);
    expect((await join(member, event.id)).json().status).toBe("joined");
    expect((await leave(member, event.id)).statusCode).toBe(200);
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

describe("every relation to a capped invite-only event", () => {
  it("creator, participant, waitlisted, invitee, uninvited, each type, admin, deactivated and anonymous", async () => {
    const event = await createEvent({
      exclusivity: "invite-only",
      capacity: 2,
      reserved_seats: { "Travel Host": 1 },
      guests_max: 1,
    });
    const invite = async (to: Person) => {
      const answer = await call(creator, "POST", "/api/events/invite", { eventId: event.id, userIds: [to.userId] });
      expect(answer.statusCode).toBe(200);
      return linkToken(server, to.email, "/events/invite/");
    };
    const participant = await person("Standard");
    const waitlisted = await person("Founding");
    const invitee = await person("Standard");
    const hostInvitee = await person("Travel Host");
    const deactivated = await person("Standard");
    const uninvited = {
      Founding: await person("Founding"),
      Standard: await person("Standard"),
      "Travel Host": await person("Travel Host"),
    };

    expect((await call(participant, "GET", `/api/events/invite/${await invite(participant)}`)).json()).toMatchObject({
      status: "joined",
    });
    // The one open seat is taken; accepting an invitation when only the held seat is left puts a Founding member on the list.
    const accepted = await call(waitlisted, "GET", `/api/events/invite/${await invite(waitlisted)}`);
    expect(accepted.json()).toMatchObject({ status: "waitlisted", position: 1 });
    await invite(invitee);
    await invite(hostInvitee);
    await invite(deactivated);
    expect((await call(admin, "PUT", `/api/users/${deactivated.userId}/active`, { active: false })).statusCode).toBe(
      200,
    );

    // Who sees the seats and her own place.
    expect(await read(creator, event.id)).toMatchObject({ can_edit: true, seats_left: 0, waitlist_count: 1 });
    expect(await read(participant, event.id)).toMatchObject({ is_participant: true, waitlist_position: null });
    expect(await read(waitlisted, event.id)).toMatchObject({
      is_participant: false,
      waitlist_position: 1,
      can_join: true,
    });
    expect(await read(hostInvitee, event.id)).toMatchObject({ seats_left: 1, can_join: true });
    expect(await read(invitee, event.id)).toMatchObject({ seats_left: 0, can_join: true });
    expect(await read(admin, event.id)).toMatchObject({ can_edit: true, waitlist_position: null });
    for (const type of ["Founding", "Standard", "Travel Host"] as const) {
      expect((await call(uninvited[type], "GET", `/api/events/${event.id}`)).statusCode).toBe(404);
    }
    expect((await call(deactivated, "GET", `/api/events/${event.id}`)).statusCode).toBe(401);
    expect((await call(anonymous, "GET", `/api/events/${event.id}`)).statusCode).toBe(401);

    // Who may join, and what she gets.
    const before = await count(server, "event_participants");
    for (const type of ["Founding", "Standard", "Travel Host"] as const) {
      expect((await join(uninvited[type], event.id)).statusCode).toBe(404);
      expect((await leave(uninvited[type], event.id)).statusCode).toBe(404);
    }
    expect((await join(deactivated, event.id)).statusCode).toBe(401);
    expect((await join(anonymous, event.id)).statusCode).toBe(401);
    expect((await leave(anonymous, event.id)).statusCode).toBe(401);
    expect(await count(server, "event_participants")).toBe(before);

    expect((await join(invitee, event.id)).json()).toMatchObject({ status: "waitlisted", position: 2 });
    expect((await join(hostInvitee, event.id, ["Her guest"])).json()).toMatchObject({
      status: "waitlisted",
      position: 3,
    });
    expect((await join(hostInvitee, event.id)).json()).toMatchObject({ status: "waitlisted", position: 3 });
    await leave(hostInvitee, event.id);
    expect((await join(hostInvitee, event.id)).json()).toMatchObject({ status: "joined", reserved_seats_left: {} });
    // The creator and an admin join like everyone: no seat is conjured for them.
    expect((await join(creator, event.id)).json()).toMatchObject({ status: "waitlisted", position: 3 });
    expect((await join(admin, event.id)).json()).toMatchObject({ status: "waitlisted", position: 4 });

    // Only the creator and an admin change the seats.
    for (const who of [participant, waitlisted, invitee, hostInvitee]) {
      expect((await call(who, "PUT", `/api/events/${event.id}`, { capacity: 50 })).statusCode).toBe(403);
    }
    expect((await call(uninvited.Founding, "PUT", `/api/events/${event.id}`, { capacity: 50 })).statusCode).toBe(404);
    expect((await call(anonymous, "PUT", `/api/events/${event.id}`, { capacity: 50 })).statusCode).toBe(401);
    expect((await read(creator, event.id)).capacity).toBe(2);
    expect((await call(admin, "PUT", `/api/events/${event.id}`, { capacity: 4 })).statusCode).toBe(200);
    // Two seats opened: the two waiting first move in and only they are emailed.
    expect(await seated(event.id)).toEqual([participant.userId, hostInvitee.userId, waitlisted.userId, invitee.userId]);
    expect(await promotions(waitlisted)).toHaveLength(1);
    expect(await promotions(invitee)).toHaveLength(1);
    expect(await promotions(creator)).toEqual([]);
    expect(await read(creator, event.id)).toMatchObject({ waitlist_position: 1 });
  });
});

describe("two members racing for the last seat", () => {
  it("exactly one gets it, however many ask at once", async () => {
    const event = await createEvent({ capacity: 3 });
    await join(await person(), event.id);
    await join(await person(), event.id);
    const racers = await Promise.all(Array.from({ length: 8 }, () => person()));
    const answers = await Promise.all(racers.map((racer) => join(racer, event.id)));
    const statuses = answers.map((answer) => answer.json().status);
    expect(statuses.filter((status) => status === "joined")).toHaveLength(1);
    expect(statuses.filter((status) => status === "waitlisted")).toHaveLength(7);
    const positions = answers.map((answer) => answer.json().position).filter(Boolean);
    expect(positions.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(await seated(event.id)).toHaveLength(3);
    // The place each was told is her place on the list.
    for (const [i, answer] of answers.entries()) {
      if (answer.json().status !== "waitlisted") continue;
      expect((await read(racers[i]!, event.id)).waitlist_position).toBe(answer.json().position);
    }
  });
});
