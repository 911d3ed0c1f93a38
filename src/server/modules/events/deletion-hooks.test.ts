import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../../test/server/harness/test-app.ts";
import { caller, eventActors, eventPayload, type Actors } from "../../../../test/server/kits/events-test-kit.ts";
import { deleteEvent, type EventDeletedSubscriber } from "./service.ts";

let server: TestServer;
let actors: Actors;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  server = await startTestServer();
  actors = await eventActors(server);
  call = caller(server, actors);
});
afterAll(async () => {
  await server.close();
});

const actor = () => ({ user_id: actors.Founding.member!.userId, type: "Founding" as const, admin: false });

describe("the eventDeleted subscribers", () => {
  it("run inside the deletion's transaction, before the event row goes", async () => {
    const event = (await call("Founding", "POST", "/api/events", eventPayload())).json();
    const seen: string[] = [];
    const hook: EventDeletedSubscriber = async (trx, { id }) => {
      const row = await trx.selectFrom("events").select("id").where("id", "=", id).executeTakeFirst();
      seen.push(row ? `present:${id}` : "missing");
    };
    await deleteEvent(server.database.db, actor(), event.id, [hook]);
    expect(seen).toEqual([`present:${event.id}`]);
    expect((await call("Founding", "GET", `/api/events/${event.id}`)).statusCode).toBe(404);
  });

  it("undo the whole deletion when one fails", async () => {
    const event = (await call("Founding", "POST", "/api/events", eventPayload())).json();
    await call("Standard", "POST", `/api/events/${event.id}/join`);
    const failing: EventDeletedSubscriber = async () => {
      throw new Error("comments could not be removed");
    };
    await expect(deleteEvent(server.database.db, actor(), event.id, [failing])).rejects.toThrow(
      "comments could not be removed",
    );
    const kept = await call("Founding", "GET", `/api/events/${event.id}`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().participants).toHaveLength(1);
  });
});
