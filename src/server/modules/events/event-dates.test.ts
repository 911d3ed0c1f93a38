import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../../test/server/harness/test-app.ts";
import { EVENT_DATE_RANGE } from "../../../shared/event-bounds.ts";
import { caller, count, eventActors, eventPayload, type Actors } from "../../../../test/server/kits/events-test-kit.ts";

/**
 * The range of dates an event may have (docs/product/limits.md#event-dates): 1900-01-01 to 2199-12-31. Dates before 1970 were
 * accepted and then failed the ICS export with a 500 (the `ics` package refuses negative timestamps), and
 * 9999-12-31 ended at "+010000-…". Every accepted date now exports; the rest is refused with a 400.
 */
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

/** The VEVENT lines of an iCalendar text, unfolded, by property name (parameters dropped). */
function veventOf(text: string): Record<string, string> {
  const lines = text.replace(/\r\n[ \t]/g, "").split("\r\n");
  const event: Record<string, string> = {};
  let inside = false;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") inside = true;
    else if (line === "END:VEVENT") inside = false;
    else if (inside) event[line.slice(0, line.indexOf(":")).split(";")[0]!] = line.slice(line.indexOf(":") + 1);
  }
  return event;
}

describe("event dates", () => {
  it("documents the range it accepts", () => {
    expect(EVENT_DATE_RANGE).toEqual({ min: "1900-01-01", max: "2199-12-31" });
  });

  // 15:00 to 19:30 in Los Angeles: Pacific Standard Time in every one of these Decembers and Januaries.
  it.each([
    ["1900-01-01", "19000101T230000Z", "19000102T033000Z"],
    ["1969-12-31", "19691231T230000Z", "19700101T033000Z"],
    ["1970-01-01", "19700101T230000Z", "19700102T033000Z"],
    ["2199-12-31", "21991231T230000Z", "22000101T033000Z"],
  ])("accepts an event on %s and exports it as ICS", async (date, start, end) => {
    const created = await call(
      "Founding",
      "POST",
      "/api/events",
      eventPayload({ event_date: date, timezone: "America/Los_Angeles" }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const event = created.json();
    expect(event.event_date).toBe(date);
    const ics = await call("Standard", "GET", `/api/events/${event.id}/ics`);
    expect(ics.statusCode, ics.body.slice(0, 300)).toBe(200);
    expect(veventOf(ics.body)).toMatchObject({ DTSTART: start, DTEND: end });
  });

  it("exports an event in a zone whose 1900 offset had seconds (local mean time)", async () => {
    // Kolkata kept Madras time until 1906: UTC+05:21:10.
    const created = await call(
      "Founding",
      "POST",
      "/api/events",
      eventPayload({ event_date: "1900-06-01", start_time: "12:00", end_time: "13:00", timezone: "Asia/Kolkata" }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const ics = await call("Standard", "GET", `/api/events/${created.json().id}/ics`);
    expect(ics.statusCode).toBe(200);
    expect(veventOf(ics.body)).toMatchObject({ DTSTART: "19000601T063850Z", DTEND: "19000601T073850Z" });
  });

  it.each([
    ["event_date", { event_date: "1899-12-31" }],
    ["event_date", { event_date: "2200-01-01" }],
    ["event_date", { event_date: "9999-12-31" }],
    ["event_date", { event_date: "0001-01-01" }],
    ["end_date", { event_date: "2199-12-31", end_date: "2200-01-01" }],
  ])("refuses a %s outside the range with a 400: %j", async (field, overrides) => {
    const before = await count(server, "events");
    const response = await call("Founding", "POST", "/api/events", eventPayload(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: `body.${field}` })]),
    );
    expect(await count(server, "events")).toBe(before);
  });

  it("refuses to move an event outside the range, and leaves it as it was", async () => {
    const event = (await call("Founding", "POST", "/api/events", eventPayload({ event_date: "2031-06-14" }))).json();
    for (const change of [{ date: "1899-12-31" }, { event_date: "2200-01-01" }, { end_date: "9999-12-31" }]) {
      const response = await call("Founding", "PUT", `/api/events/${event.id}`, change);
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
    }
    expect((await call("Founding", "GET", `/api/events/${event.id}`)).json()).toMatchObject({
      event_date: "2031-06-14",
      end_date: "2031-06-14",
    });
  });

  it("puts an event on the last accepted day in the personal feed, ending in 2200", async () => {
    const event = (
      await call(
        "Founding",
        "POST",
        "/api/events",
        eventPayload({ event_date: "2199-12-31", timezone: "America/Los_Angeles" }),
      )
    ).json();
    const joined = await call("Standard", "POST", `/api/events/${event.id}/join`);
    expect(joined.statusCode, joined.body).toBeLessThan(300);
    const feedUrl = (await call("Standard", "POST", "/api/me/calendar-feed")).json().url as string;
    const feed = await server.app.inject({ method: "GET", url: new URL(feedUrl).pathname });
    expect(feed.statusCode, feed.body.slice(0, 300)).toBe(200);
    expect(feed.body).toContain("DTSTART:21991231T230000Z");
    expect(feed.body).toContain("DTEND:22000101T033000Z");
  });
});
