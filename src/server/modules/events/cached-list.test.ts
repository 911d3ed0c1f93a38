import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../../test/server/harness/test-app.ts";
import {
  caller,
  eventActors,
  eventPayload,
  type ActorName,
  type Actors,
} from "../../../../test/server/kits/events-test-kit.ts";

let server: TestServer;
let actors: Actors;
let call: ReturnType<typeof caller>;
const ids: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  actors = await eventActors(server);
  call = caller(server, actors);
  for (let day = 1; day <= 12; day += 1) {
    const exclusivity = day % 3 === 0 ? "invite-only" : "open";
    const response = await call(
      "Founding",
      "POST",
      "/api/events",
      eventPayload({ title: `Evening ${day}`, event_date: `2033-01-${String(day).padStart(2, "0")}`, exclusivity }),
    );
    ids.push(response.json().id);
  }
  await call("Founding", "POST", "/api/events/invite", { eventId: ids[2], userIds: [actors.Standard.member!.userId] });
  await call("Standard", "POST", `/api/events/${ids[0]}/join`);
  await call("Travel Host", "POST", `/api/events/${ids[1]}/join`);
});
afterAll(async () => {
  await server.close();
});

const VIEWERS: ActorName[] = ["Standard", "Travel Host", "Founding", "admin", "other"];

/** Follows x-next-cursor from the first page to the last. */
async function allPages(who: ActorName, size: number, order = "asc") {
  const events: unknown[] = [];
  let cursor: string | undefined;
  do {
    const response = await call(
      who,
      "GET",
      `/api/events?from=2033-01-01&order=${order}&limit=${size}${cursor ? `&cursor=${cursor}` : ""}`,
    );
    expect(response.statusCode).toBe(200);
    const page = response.json();
    cursor = response.headers["x-next-cursor"] as string | undefined;
    if (cursor) expect(page).toHaveLength(size);
    else expect(page.length).toBeLessThanOrEqual(size);
    events.push(...page);
  } while (cursor);
  return events;
}

const page = async (who: ActorName, query = "from=2033-01-01&limit=20") =>
  (await call(who, "GET", `/api/events?${query}`)).json() as Array<Record<string, never>>;
const byTitle = (events: Array<Record<string, never>>, title: string) =>
  events.find((e) => e.title === title) as Record<string, unknown> | undefined;

describe("the events cache", () => {
  it("serves pages that agree with the whole list read directly, for every viewer, size and order", async () => {
    for (const who of VIEWERS) {
      const whole = (await call(who, "GET", "/api/events?from=2033-01-01")).json();
      expect(whole.length).toBeGreaterThan(0);
      for (const size of [1, 3, 5]) expect(await allPages(who, size)).toEqual(whole);
      expect(await allPages(who, 4, "desc")).toEqual([...whole].reverse());
    }
    // The invitee sees the invite-only event she was invited to, and only that one.
    expect(byTitle(await page("Standard"), "Evening 3")).toMatchObject({ can_join: true, is_participant: false });
    expect(byTitle(await page("Standard"), "Evening 6")).toBeUndefined();
    expect(byTitle(await page("Founding"), "Evening 6")).toMatchObject({ can_edit: true });
  });

  it("shows each change at once, whether this app or anything else wrote it", async () => {
    const db = server.database.db;
    await page("Standard");
    await call("Standard", "POST", `/api/events/${ids[3]}/join`);
    expect(byTitle(await page("Standard"), "Evening 4")).toMatchObject({ is_participant: true, can_join: false });

    // Another instance's writes reach this one only through the database.
    await db.updateTable("events").set({ title: "Evening 4, moved indoors" }).where("id", "=", ids[3]!).execute();
    expect(byTitle(await page("Standard"), "Evening 4, moved indoors")).toBeDefined();

    await db
      .updateTable("users")
      .set({ name: "Renamed Member" })
      .where("user_id", "=", actors.Standard.member!.userId)
      .execute();
    const joined = byTitle(await page("admin"), "Evening 1")!;
    expect(joined.participants).toContainEqual({
      user_id: actors.Standard.member!.userId,
      name: "Renamed Member",
      guests: [],
    });

    await db
      .insertInto("event_participants")
      .values({ event_id: ids[4]!, user_id: actors.other.member!.userId, joined_at: Date.now() })
      .execute();
    expect(byTitle(await page("other"), "Evening 5")).toMatchObject({ is_participant: true });

    await db.deleteFrom("event_participants").where("event_id", "=", ids[4]!).execute();
    expect(byTitle(await page("other"), "Evening 5")).toMatchObject({ is_participant: false, participants: [] });

    await db.deleteFrom("events").where("id", "=", ids[11]!).execute();
    expect(byTitle(await page("admin"), "Evening 12")).toBeUndefined();
  });

  it("serves one event's page, by id or slug, as the list shows it to that viewer; hidden ones stay 404", async () => {
    for (const who of VIEWERS) {
      for (const event of (await call(who, "GET", "/api/events?from=2033-01-01")).json()) {
        expect((await call(who, "GET", `/api/events/${event.id}`)).json()).toEqual(event);
        expect((await call(who, "GET", `/api/events/${event.slug}`)).json()).toEqual(event);
      }
    }
    expect((await call("Travel Host", "GET", `/api/events/${ids[5]}`)).statusCode).toBe(404);
    expect((await call("Founding", "GET", `/api/events/${ids[5]}`)).statusCode).toBe(200);
    await server.database.db.updateTable("events").set({ exclusivity: "open" }).where("id", "=", ids[5]!).execute();
    expect((await call("Travel Host", "GET", `/api/events/${ids[5]}`)).json()).toMatchObject({
      exclusivity: "open",
      can_join: true,
    });
  });

  it("reads a page directly when the cached window holds too few events this viewer may see", async () => {
    for (let i = 0; i < 25; i += 1) {
      await call(
        "Founding",
        "POST",
        "/api/events",
        eventPayload({ title: `Private ${i}`, event_date: "2034-02-01", exclusivity: "invite-only" }),
      );
    }
    await call("Founding", "POST", "/api/events", eventPayload({ title: "Open after them", event_date: "2034-03-01" }));
    expect((await page("Standard", "from=2034-01-01&limit=1")).map((e) => e.title)).toEqual(["Open after them"]);
    expect((await page("Founding", "from=2034-01-01&limit=1")).map((e) => e.title)).toEqual(["Private 0"]);
  });
});
