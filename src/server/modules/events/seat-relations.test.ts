import { describe, expect, it } from "vitest";
import { linkToken } from "../../../../test/server/harness/test-app.ts";
import { count } from "../../../../test/server/kits/events-test-kit.ts";
import {
  admin,
  anonymous,
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
  type Person,
} from "../../../../test/server/kits/events-club.ts";

/** Every relation a member can have to a capped invite-only event, asking for its seats, waitlist and guests. */

openEventsClub();

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
