import { describe, expect, it, vi } from "vitest";
import { createMember, login } from "../../../../test/server/harness/test-app.ts";
import { club, openEventsListClub, server, type Relation } from "../../../../test/server/kits/events-list-club.ts";
import type { Event } from "../../../shared/events.ts";

openEventsListClub();

/**
 * GET /api/events with no parameters (the whole list) comes from the events cache: for every relation a member can have
 * to the events, its bytes are exactly what the direct read (the access layer's SQL form, mapped per viewer) answers.
 */
describe("the whole events list from the cache", () => {
  it(
    "answers every relation byte for byte as the direct read does, asked twice (the second from the cache)",
    { timeout: 90_000 },
    async () => {
      await club.expectEveryViewerServedAsReadDirectly();
      await club.expectEveryViewerServedAsReadDirectly();
      // A page of one at every event: each page ends at every place a viewer's own events can make it end.
      await club.expectEveryViewerPagedAsReadDirectly([{ query: "limit=1" }]);
      // What the access layer decides, seen through the list: who sees an invite-only event.
      const titles = async (relation: Relation) =>
        ((await club.get(club.people[relation].cookie)).json() as Array<{ id: string }>).map((e) => e.id);
      expect(await titles("uninvited Standard")).toEqual(expect.not.arrayContaining(club.privateIds.slice(0, 1)));
      expect(await titles("participant")).toContain(club.privateIds[0]);
      expect(await titles("invitee (pending)")).toContain(club.privateIds[1]);
      expect(await titles("invitee (pending)")).not.toContain(club.privateIds[0]);
      expect(await titles("invitee (expired)")).toContain(club.privateIds[3]);
      expect(await titles("creator")).toEqual(expect.arrayContaining(club.privateIds));
      expect(await titles("admin")).toHaveLength(club.openIds.length + club.privateIds.length + 1);
    },
  );

  it(
    "answers as the direct read when a held seat is released and replies close, with no write between",
    { timeout: 90_000 },
    async () => {
      const minute = 60_000;
      const releaseAt = Math.ceil(Date.now() / minute) * minute + 2 * minute;
      const wallClock = (ms: number) => new Date(ms).toISOString().slice(0, 16);
      await server.database.db
        .updateTable("events")
        .set({ timezone: "UTC", reserved_until: wallClock(releaseAt), rsvp_deadline: wallClock(releaseAt + minute) })
        .where("id", "=", club.seatedId)
        .execute();
      // The pending invitation runs out at the same instant: she may no longer join, though she still sees the event.
      await server.database.db
        .updateTable("event_invitations")
        .set({ expires_at: releaseAt })
        .where("user_id", "=", club.people["invitee (pending)"].actor.user_id)
        .execute();
      const seatedAs = async (relation: Relation) =>
        ((await club.get(club.people[relation].cookie)).json() as Event[]).find((event) => event.id === club.seatedId)!;
      const invitedAs = async () =>
        ((await club.get(club.people["invitee (pending)"].cookie)).json() as Event[]).find(
          (e) => e.id === club.privateIds[1],
        )!;
      vi.useFakeTimers({ toFake: ["Date"], now: releaseAt - minute });
      try {
        await club.expectEveryViewerServedAsReadDirectly();
        expect(await seatedAs("uninvited Founding")).toMatchObject({ seats_left: 1, replies_closed: false });
        expect(await seatedAs("uninvited Standard")).toMatchObject({ seats_left: 0, replies_closed: false });
        expect(await invitedAs()).toMatchObject({ can_join: true });
        vi.setSystemTime(releaseAt);
        await club.expectEveryViewerServedAsReadDirectly();
        expect(await seatedAs("uninvited Standard")).toMatchObject({ seats_left: 1, replies_closed: false });
        expect(await invitedAs()).toMatchObject({ can_join: false });
        vi.setSystemTime(releaseAt + minute);
        await club.expectEveryViewerServedAsReadDirectly();
        expect(await seatedAs("waitlisted")).toMatchObject({ waitlist_position: 1, replies_closed: true });
      } finally {
        vi.useRealTimers();
      }
    },
  );

  it("follows every change, whether this app or another instance's SQL wrote it", { timeout: 90_000 }, async () => {
    const db = server.database.db;
    await club.expectEveryViewerServedAsReadDirectly();
    expect((await club.post("uninvited Founding", `/api/events/${club.openIds[5]}/join`)).statusCode).toBe(200);
    await club.expectEveryViewerServedAsReadDirectly();
    await db.updateTable("events").set({ exclusivity: "open" }).where("id", "=", club.privateIds[5]!).execute();
    await db
      .updateTable("users")
      .set({ name: 'Renamed "Creator"' })
      .where("user_id", "=", club.people.creator.actor.user_id)
      .execute();
    await club.expectEveryViewerServedAsReadDirectly();
    // Invitations are kept with the list: one written by SQL moves the events version (its trigger) and shows at once.
    await db
      .insertInto("event_invitations")
      .values({
        token_hash: "whole-list-test",
        event_id: club.privateIds[4]!,
        user_id: club.people["uninvited Travel Host"].actor.user_id,
        invited_by: club.people.creator.actor.user_id,
        expires_at: Date.now() + 60_000,
        used_at: null,
        created_at: Date.now(),
      })
      .execute();
    expect(
      (await club.get(club.people["uninvited Travel Host"].cookie)).json().map((e: { id: string }) => e.id),
    ).toContain(club.privateIds[4]);
    await club.expectEveryViewerServedAsReadDirectly();
    await db.deleteFrom("events").where("id", "=", club.openIds[0]!).execute();
    await club.expectEveryViewerServedAsReadDirectly();
    await db.deleteFrom("event_participants").execute();
    await db.deleteFrom("events").execute();
    expect((await club.get(club.people.admin.cookie)).body).toBe("[]");
    await club.expectEveryViewerServedAsReadDirectly();
  });

  it("answers 401 to a visitor and a deactivated member, and 400 to bad parameters", async () => {
    expect((await club.get(undefined)).statusCode).toBe(401);
    const deactivated = await createMember(server, { type: "Standard" });
    const cookie = await login(server.app, deactivated.email);
    const off = await server.app.inject({
      method: "PUT",
      url: `/api/users/${deactivated.userId}/active`,
      payload: { active: false },
      headers: { cookie: club.people.admin.cookie },
    });
    expect(off.statusCode).toBe(200);
    expect((await club.get(cookie)).statusCode).toBe(401);
    for (const query of ["limit=0", "limit=abc", "order=sideways", "from=yesterday", "cursor=%E2%9C%93"]) {
      const answer = await club.get(club.people.admin.cookie, `/api/events?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json()).toHaveProperty("error");
    }
  });
});
