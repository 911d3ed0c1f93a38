import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../../test/server/harness/test-app.ts";
import { caller, count, eventActors, eventPayload, type Actors } from "../../../../test/server/kits/events-test-kit.ts";

// The original client's invite call runs Number() on Salon's string ids: `eventId` arrives as null, and the event is
// found from `eventTitle` when exactly one event the inviter may invite to has it (decision 0042).

let server: TestServer;
let actors: Actors;
let call: ReturnType<typeof caller>;
const userId = (who: keyof Actors) => actors[who].member!.userId;

beforeAll(async () => {
  server = await startTestServer();
  actors = await eventActors(server);
  call = caller(server, actors);
});
afterAll(async () => {
  await server.close();
});

const create = async (who: keyof Actors, overrides: Record<string, unknown>) => {
  const response = await call(who, "POST", "/api/events", eventPayload(overrides));
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; title: string };
};
const inviteByTitle = (who: keyof Actors, eventTitle: unknown, invitees: (keyof Actors)[]) =>
  call(who, "POST", "/api/events/invite", { eventId: null, eventTitle, userIds: invitees.map(userId) });

const NO_EVENT = {
  code: "bad_request",
  message: "Choose the event to invite to: no single event you may invite to has that id or title.",
};

describe("POST /api/events/invite with a null eventId (the original client)", () => {
  it("invites to the one event of that title the inviter may invite to", async () => {
    const event = await create("Founding", { title: "Autumn Salon Dinner" });
    const response = await inviteByTitle("Founding", "Autumn Salon Dinner", ["Travel Host"]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ok: true, invited: [userId("Travel Host")] });
    const stored = await server.database.db
      .selectFrom("event_invitations")
      .select(["event_id", "user_id"])
      .where("event_id", "=", event.id)
      .execute();
    expect(stored).toEqual([{ event_id: event.id, user_id: userId("Travel Host") }]);
  });

  it("refuses two events of that title with the clear 400, inviting nobody", async () => {
    await create("Founding", { title: "Twin Gala" });
    await create("other", { title: "Twin Gala" });
    const before = await count(server, "event_invitations");
    const response = await inviteByTitle("Founding", "Twin Gala", ["Travel Host"]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(NO_EVENT);
    expect(await count(server, "event_invitations")).toBe(before);
  });

  it("answers the title of an event she may not invite to as it answers an unknown one: nothing leaks", async () => {
    await create("other", { title: "Private Soirée", exclusivity: "invite-only" });
    const before = await count(server, "event_invitations");
    const hidden = await inviteByTitle("Founding", "Private Soirée", ["Travel Host"]);
    const unknown = await inviteByTitle("Founding", "No Such Soirée", ["Travel Host"]);
    const missing = await inviteByTitle("Founding", undefined, ["Travel Host"]);
    for (const response of [hidden, unknown, missing]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject(NO_EVENT);
    }
    expect(hidden.body).toBe(unknown.body);
    expect(await count(server, "event_invitations")).toBe(before);
  });

  it("is closed to anonymous callers", async () => {
    expect((await inviteByTitle("anonymous", "Autumn Salon Dinner", [])).statusCode).toBe(401);
  });
});
