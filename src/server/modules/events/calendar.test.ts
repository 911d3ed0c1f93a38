import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../../test/server/harness/test-app.ts";
import { caller, count, eventActors, eventPayload, type Actors } from "../../../../test/server/kits/events-test-kit.ts";

let server: TestServer;
let actors: Actors;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: "https://club.example" });
  actors = await eventActors(server);
  call = caller(server, actors);
});
afterAll(async () => {
  await server.close();
});

const create = async (overrides: Record<string, unknown> = {}) =>
  (await call("Founding", "POST", "/api/events", eventPayload(overrides))).json();

/** Reads an iCalendar text back: unfolds lines, then each VEVENT's properties by name (parameters dropped). */
function parseIcs(text: string) {
  const lines = text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean);
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  const calendar: Record<string, string> = {};
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") current = {};
    else if (line === "END:VEVENT") {
      events.push(current!);
      current = null;
    } else {
      const colon = line.indexOf(":");
      const name = line.slice(0, colon).split(";")[0]!;
      const value = line
        .slice(colon + 1)
        .replace(/\\n/g, "\n")
        .replace(/\\([,;\\])/g, "$1");
      (current ?? calendar)[name] = value;
    }
  }
  return { calendar, events, lines };
}

describe("GET /api/events/:id/ics", () => {
  it("answers one event as text/calendar at the right instant for its time zone", async () => {
    const event = await create({
      title: "Wine, cheese; and more",
      event_date: "2031-06-14",
      start_time: "15:00",
      end_time: "19:30",
      timezone: "America/Los_Angeles",
    });
    const response = await call("Standard", "GET", `/api/events/${event.id}/ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="${event.slug}.ics"`);
    const { calendar, events, lines } = parseIcs(response.body);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(calendar.VERSION).toBe("2.0");
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      UID: `${event.id}@club.example`,
      SUMMARY: "Wine, cheese; and more",
      DTSTART: "20310614T220000Z",
      DTEND: "20310615T023000Z",
      LOCATION: "1 Vineyard Lane, Napa, California 94558, United States of America",
      URL: `https://club.example/events/${event.id}`,
    });
  });

  it("uses the event's zone, not the club's, and the virtual link as the place", async () => {
    const event = await create({
      event_date: "2031-01-10",
      start_time: "09:30",
      end_time: "10:00",
      timezone: "Europe/Paris",
      is_physical: false,
      virtual_link: "https://meet.example/room",
    });
    const { events } = parseIcs((await call("Founding", "GET", `/api/events/${event.slug}/ics`)).body);
    expect(events[0]).toMatchObject({
      DTSTART: "20310110T083000Z",
      DTEND: "20310110T090000Z",
      LOCATION: "https://meet.example/room",
    });
  });

  it("answers 401 anonymous and 404 for an invite-only event the member may not see", async () => {
    const hidden = await create({ exclusivity: "invite-only" });
    expect((await call("anonymous", "GET", `/api/events/${hidden.id}/ics`)).statusCode).toBe(401);
    expect((await call("Standard", "GET", `/api/events/${hidden.id}/ics`)).statusCode).toBe(404);
    expect((await call("admin", "GET", `/api/events/${hidden.id}/ics`)).statusCode).toBe(200);
  });
});

describe("the personal calendar feed", () => {
  it("answers 401 to anonymous callers of the settings calls", async () => {
    expect((await call("anonymous", "GET", "/api/me/calendar-feed")).statusCode).toBe(401);
    expect((await call("anonymous", "POST", "/api/me/calendar-feed")).statusCode).toBe(401);
    expect((await call("anonymous", "DELETE", "/api/me/calendar-feed")).statusCode).toBe(401);
  });

  it("makes a secret URL, shown once, that serves the events the member joined without a session", async () => {
    expect((await call("Travel Host", "GET", "/api/me/calendar-feed")).json()).toEqual({
      url: null,
      active: false,
      created_at: null,
    });
    const made = await call("Travel Host", "POST", "/api/me/calendar-feed");
    expect(made.statusCode).toBe(200);
    const { url } = made.json();
    expect(url).toMatch(/^https:\/\/club\.example\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await call("Travel Host", "GET", "/api/me/calendar-feed")).json()).toMatchObject({
      url: null,
      active: true,
    });
    const secret = url.split("/").at(-1).replace(".ics", "");
    const stored = await server.database.db.selectFrom("calendar_feeds").select("secret_hash").execute();
    expect(stored.map((r) => r.secret_hash)).not.toContain(secret);

    const joined = await create({ title: "Joined one", event_date: "2031-05-01" });
    const hiddenJoined = await create({
      title: "Invite-only joined",
      exclusivity: "invite-only",
      event_date: "2031-05-02",
    });
    await create({ title: "Not joined" });
    await call("Travel Host", "POST", `/api/events/${joined.id}/join`);
    await call("Founding", "POST", "/api/events/invite", {
      eventId: hiddenJoined.id,
      userIds: [actors["Travel Host"].member!.userId],
    });
    await call("Travel Host", "POST", `/api/events/${hiddenJoined.id}/join`);

    const feed = await server.app.inject({ method: "GET", url: `/api/calendar/${secret}.ics` });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    const { calendar, events } = parseIcs(feed.body);
    expect(calendar["X-WR-CALNAME"]).toBe("Salon events");
    expect(events.map((e) => e.SUMMARY)).toEqual(["Joined one", "Invite-only joined"]);
  });

  it("stops serving the old URL once a new secret is made, and after the feed is turned off", async () => {
    const first = (await call("other", "POST", "/api/me/calendar-feed")).json().url as string;
    const second = (await call("other", "POST", "/api/me/calendar-feed")).json().url as string;
    const path = (url: string) => new URL(url).pathname;
    expect((await server.app.inject({ method: "GET", url: path(first) })).statusCode).toBe(404);
    expect((await server.app.inject({ method: "GET", url: path(second) })).statusCode).toBe(200);
    const before = await count(server, "calendar_feeds");
    expect((await call("other", "DELETE", "/api/me/calendar-feed")).json()).toEqual({
      url: null,
      active: false,
      created_at: null,
    });
    expect(await count(server, "calendar_feeds")).toBe(before - 1);
    expect((await server.app.inject({ method: "GET", url: path(second) })).statusCode).toBe(404);
    expect((await server.app.inject({ method: "GET", url: "/api/calendar/guess.ics" })).statusCode).toBe(404);
  });
});
