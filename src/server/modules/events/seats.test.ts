import { describe, expect, it } from "vitest";
import { testDialect } from "../../../../test/server/harness/test-app.ts";
import {
  call,
  createEvent,
  creator,
  join,
  leave,
  openEventsClub,
  person,
  promotions,
  read,
  seated,
  server,
} from "../../../../test/server/kits/events-club.ts";
import { seatReleasedWaitlists } from "./reminders.ts";

/** Capacity, seats held per member type, the waitlist and its promotions, and the race for the last seat. */

openEventsClub();

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
